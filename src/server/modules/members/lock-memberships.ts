import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, accountUsers } from '../../db/schema/accounts.ts';
import { AppError } from '../../errors.ts';

/**
 * Locks the account row for the rest of the transaction, so membership changes of one account run
 * one after another: two admins demoting the last two owners at once cannot both see "another
 * owner remains". Returns the target's membership and the owner count under that lock.
 */
export async function lockMemberships(tx: Tx, accountId: string, targetUserId: string) {
  const [locked] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!locked) throw new AppError('account_not_found', 'Account not found.', 404);
  const [target] = await tx
    .select()
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, targetUserId)));
  if (!target) throw new AppError('member_not_found', 'This user is not a member of the account.', 404);
  const [owners] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.role, 'owner')));
  return { target, ownerCount: Number(owners!.count) };
}

export const LAST_OWNER_MESSAGE = 'An account must keep at least one owner.';
