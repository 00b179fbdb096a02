import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { sessionImpersonations } from '#server/db/schema/impersonations.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';

/** Marks this super admin session as impersonating the account (one account at a time). */
export async function startImpersonation(
  db: Db,
  input: { sessionId: string; accountId: string; actorId: string },
) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, input.accountId));
    if (!account) throw new AppError('account_not_found', 'Account not found.', 404);
    await tx
      .insert(sessionImpersonations)
      .values({ sessionId: input.sessionId, accountId: account.id })
      .onConflictDoUpdate({
        target: sessionImpersonations.sessionId,
        set: { accountId: account.id, startedAt: new Date() },
      });
    await recordAudit(tx, { actorId: input.actorId, accountId: account.id, action: 'impersonation.started' });
    return { accountId: account.id, accountName: account.name };
  });
}
