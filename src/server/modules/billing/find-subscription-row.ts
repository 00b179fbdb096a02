import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { accountSubscriptions } from '#server/db/schema/billing.ts';

/** The account's one subscription row (spec 2 §7: read the single row for the account), if any. */
export async function findSubscriptionRow(db: Executor, accountId: string) {
  const [row] = await db
    .select()
    .from(accountSubscriptions)
    .where(eq(accountSubscriptions.accountId, accountId));
  return row;
}
