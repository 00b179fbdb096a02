import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../errors.ts';

/** The signed-in user and their profile, as the web app holds them. */
export async function getMe(db: Db, user: SessionUser) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (!profile) throw new AppError('profile_missing', 'Failed to load profile', 404);
  return {
    user,
    profile: {
      id: profile.id,
      email: profile.email,
      name: profile.name,
      initials: profile.initials,
      profilePhotoUrl: profile.profilePhotoUrl,
      passwordSetAt: profile.passwordSetAt,
      systemRole: profile.systemRole,
      lastSelectedAccountId: profile.lastSelectedAccountId,
    },
  };
}
