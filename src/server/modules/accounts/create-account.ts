import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accounts, accountUsers } from '#server/db/schema/accounts.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { recordAudit } from '../audit/record-audit.ts';

/**
 * The spec's create_account_and_assign_owner: the account, the caller as its owner and the
 * caller's last selected account, in one transaction (none of them exists without the others).
 */
export async function createAccount(db: Db, input: { userId: string; name: string }) {
  return db.transaction(async (tx) => {
    const [account] = await tx.insert(accounts).values({ name: input.name.trim() }).returning();
    await tx.insert(accountUsers).values({ accountId: account!.id, userId: input.userId, role: 'owner' });
    await tx
      .update(profiles)
      .set({ lastSelectedAccountId: account!.id, updatedAt: new Date() })
      .where(eq(profiles.id, input.userId));
    await recordAudit(tx, { actorId: input.userId, accountId: account!.id, action: 'account.created' });
    return { id: account!.id, name: account!.name, createdAt: account!.createdAt, role: 'owner' as const };
  });
}
