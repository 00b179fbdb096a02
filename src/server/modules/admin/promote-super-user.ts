import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/errors.ts';
import { setSystemRole } from './set-system-role.ts';

export const USER_NOT_FOUND = 'User not found. The user must have an account first.';
export const ALREADY_SUPER_ADMIN = 'User is already a super admin';

/** Makes an existing user a super admin (spec §5 messages). */
export async function promoteSuperUser(db: Executor, input: { email: string; actorId: string | null }) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.email, input.email.toLowerCase()));
  if (!profile) throw new AppError('user_not_found', USER_NOT_FOUND, 404, { email: USER_NOT_FOUND });
  if (profile.systemRole === 'super_admin') {
    throw new AppError('already_super_admin', ALREADY_SUPER_ADMIN, 409, { email: ALREADY_SUPER_ADMIN });
  }
  await setSystemRole(db, { userId: profile.id, superAdmin: true, actorId: input.actorId });
  return { id: profile.id, email: profile.email, name: profile.name };
}
