import { eq } from 'drizzle-orm';
import { type AssignableRole, type EffectiveRole, roleChangeRefusal } from '#domain/roles.ts';
import type { Db } from '#server/db/client.ts';
import { accountUsers } from '#server/db/schema/accounts.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { LAST_OWNER_MESSAGE, lockMemberships } from './lock-memberships.ts';

/** Changes another member's role between member and admin, under the spec's rules (§6). */
export async function changeMemberRole(
  db: Db,
  input: {
    accountId: string;
    actorId: string;
    actorRole: EffectiveRole;
    targetUserId: string;
    role: AssignableRole;
  },
) {
  return db.transaction(async (tx) => {
    const { actorRole, target, ownerCount } = await lockMemberships(tx, {
      accountId: input.accountId,
      actor: { id: input.actorId, role: input.actorRole },
      targetUserId: input.targetUserId,
    });
    const refusal = roleChangeRefusal({
      actorId: input.actorId,
      actorRole,
      targetId: target.userId,
      targetRole: target.role,
      newRole: input.role,
    });
    if (refusal) throw new AppError('role_change_refused', refusal, 403);
    if (target.role === 'owner' && ownerCount <= 1) throw new AppError('last_owner', LAST_OWNER_MESSAGE, 409);
    const [updated] = await tx
      .update(accountUsers)
      .set({ role: input.role })
      .where(eq(accountUsers.id, target.id))
      .returning();
    await recordAudit(tx, {
      actorId: input.actorId,
      accountId: input.accountId,
      action: 'member.role_changed',
      details: { userId: target.userId, from: target.role, to: input.role },
    });
    return { userId: updated!.userId, role: updated!.role };
  });
}
