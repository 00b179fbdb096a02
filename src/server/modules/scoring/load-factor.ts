import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { factors } from '#server/db/schema/scoring.ts';
import { AppError } from '#server/errors.ts';
import { factorColumns } from './factor-columns.ts';

/** One factor of the catalogue, or a 404 naming it. */
export async function loadFactor(db: Executor, factorId: string) {
  const [factor] = await db.select(factorColumns).from(factors).where(eq(factors.id, factorId));
  if (!factor) throw new AppError('factor_not_found', 'This factor does not exist.', 404);
  return factor;
}
