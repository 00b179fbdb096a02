import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { AppError } from '#server/errors.ts';

/** Renames an account; the caller's right to do so was checked by the route. */
export async function renameAccount(db: Db, input: { accountId: string; name: string }) {
  const [account] = await db
    .update(accounts)
    .set({ name: input.name.trim(), updatedAt: new Date() })
    .where(eq(accounts.id, input.accountId))
    .returning();
  if (!account) throw new AppError('account_not_found', 'Account not found.', 404);
  return { id: account.id, name: account.name, createdAt: account.createdAt };
}
