import { eq } from 'drizzle-orm';
import { type AssignableRole, type EffectiveRole, roleChangeRefusal } from '#domain/roles.ts';
import type { Db } from '#server/db/client.ts';
import { accountUsers } from '#server/db/schema/accounts.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockChangeableMember } from './lock-memberships.ts';

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
    const target = await lockChangeableMember(tx, input, 'role_change_refused', (change) =>
      roleChangeRefusal({ ...change, newRole: input.role }),
    );
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
