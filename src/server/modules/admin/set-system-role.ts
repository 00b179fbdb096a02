import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { recordAudit } from '../audit/record-audit.ts';

/** Grants or withdraws super admin rights, with the audit line that says who did it. */
export async function setSystemRole(
  db: Executor,
  input: { userId: string; superAdmin: boolean; actorId: string | null },
) {
  await db
    .update(profiles)
    .set({ systemRole: input.superAdmin ? 'super_admin' : null, updatedAt: new Date() })
    .where(eq(profiles.id, input.userId));
  await recordAudit(db, {
    actorId: input.actorId,
    accountId: null,
    action: input.superAdmin ? 'super_admin.promoted' : 'super_admin.demoted',
    details: { userId: input.userId },
  });
}
