import { and, eq } from 'drizzle-orm';
import { type EffectiveRole, removalRefusal } from '#domain/roles.ts';
import type { Db } from '#server/db/client.ts';
import { accountUsers } from '#server/db/schema/accounts.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockChangeableMember } from './lock-memberships.ts';

/** Removes a member from the account under the spec's rules (§5, §6). */
export async function removeMember(
  db: Db,
  input: { accountId: string; actorId: string; actorRole: EffectiveRole; targetUserId: string },
) {
  await db.transaction(async (tx) => {
    const target = await lockChangeableMember(tx, input, 'removal_refused', removalRefusal);
    await tx.delete(accountUsers).where(eq(accountUsers.id, target.id));
    // The removed user must not land in an account they can no longer open.
    await tx
      .update(profiles)
      .set({ lastSelectedAccountId: null })
      .where(and(eq(profiles.id, target.userId), eq(profiles.lastSelectedAccountId, input.accountId)));
    await recordAudit(tx, {
      actorId: input.actorId,
      accountId: input.accountId,
      action: 'member.removed',
      details: { userId: target.userId, role: target.role },
    });
  });
}
