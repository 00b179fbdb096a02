import { and, eq, sql } from 'drizzle-orm';
import { type ErrorCode, errorMessages } from '#domain/errors.ts';
import type { EffectiveRole, MemberChange } from '#domain/roles.ts';
import type { Tx } from '#server/db/client.ts';
import { accounts, accountUsers } from '#server/db/schema/accounts.ts';
import { AppError } from '#server/errors.ts';

/**
 * Locks the account row for the rest of the transaction, so membership changes of one account run
 * one after another: two admins demoting the last two owners at once cannot both see "another
 * owner remains". Returns, under that lock, the caller's role, the target's membership and the
 * owner count. The caller's role is read again here: a request that waited for the lock must not
 * act with a role another request took from it meanwhile.
 */
export async function lockMemberships(
  tx: Tx,
  input: { accountId: string; actor: { id: string; role: EffectiveRole }; targetUserId: string },
) {
  const [locked] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, input.accountId))
    .for('update');
  if (!locked) throw new AppError('account_not_found', 'Account not found.', 404);
  const membershipOf = async (userId: string) => {
    const [membership] = await tx
      .select()
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, input.accountId), eq(accountUsers.userId, userId)));
    return membership;
  };
  const actorMembership = await membershipOf(input.actor.id);
  // Super admins act without a membership; their role comes from the profile, not this account.
  const isSuperAdmin = input.actor.role === 'super_admin' || input.actor.role === 'super_admin_impersonation';
  const actorRole: EffectiveRole | undefined =
    actorMembership?.role ?? (isSuperAdmin ? input.actor.role : undefined);
  if (!actorRole) throw new AppError('account_not_found', errorMessages.accountNotFound, 404);
  const target = await membershipOf(input.targetUserId);
  if (!target) throw new AppError('member_not_found', 'This user is not a member of the account.', 404);
  const [owners] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, input.accountId), eq(accountUsers.role, 'owner')));
  return { actorRole, target, ownerCount: Number(owners!.count) };
}

export const LAST_OWNER_MESSAGE = 'An account must keep at least one owner.';

/**
 * Locks the memberships (see lockMemberships) and refuses a change to the target that the spec's
 * rules forbid (`refusalOf`, answered with `code`) or that would leave the account without an owner.
 * Returns the target's membership, still under the lock.
 */
export async function lockChangeableMember(
  tx: Tx,
  input: { accountId: string; actorId: string; actorRole: EffectiveRole; targetUserId: string },
  code: ErrorCode,
  refusalOf: (change: MemberChange) => string | null,
) {
  const { actorRole, target, ownerCount } = await lockMemberships(tx, {
    accountId: input.accountId,
    actor: { id: input.actorId, role: input.actorRole },
    targetUserId: input.targetUserId,
  });
  const refusal = refusalOf({
    actorId: input.actorId,
    actorRole,
    targetId: target.userId,
    targetRole: target.role,
  });
  if (refusal) throw new AppError(code, refusal, 403);
  if (target.role === 'owner' && ownerCount <= 1) throw new AppError('last_owner', LAST_OWNER_MESSAGE, 409);
  return target;
}
