import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/errors.ts';
import { setSystemRole } from './set-system-role.ts';

/** An arbitrary constant: the lock that serialises demotions, so two cannot remove the last two. */
const SUPER_ADMIN_LOCK = 724_311_010;

/** Removes super admin rights: never your own, never the last super admin's. */
export async function demoteSuperUser(db: Db, input: { userId: string; actorId: string }) {
  if (input.userId === input.actorId) {
    throw new AppError('cannot_demote_self', 'You cannot remove your own super admin privileges.', 403);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SUPER_ADMIN_LOCK})`);
    const [target] = await tx.select().from(profiles).where(eq(profiles.id, input.userId));
    if (target?.systemRole !== 'super_admin')
      throw new AppError('not_super_admin', 'This user is not a super admin.', 404);
    const [count] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(profiles)
      .where(eq(profiles.systemRole, 'super_admin'));
    if (Number(count!.count) <= 1)
      throw new AppError('last_super_admin', 'The platform must keep at least one super admin.', 409);
    await setSystemRole(tx, { userId: input.userId, superAdmin: false, actorId: input.actorId });
  });
}
