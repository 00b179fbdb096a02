import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { sessionImpersonations } from '../../db/schema/impersonations.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../errors.ts';

/** The signed-in user and their profile, as the web app holds them. */
export async function getMe(db: Db, user: SessionUser, sessionId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  const [impersonation] = await db
    .select({ accountId: sessionImpersonations.accountId, accountName: accounts.name })
    .from(sessionImpersonations)
    .innerJoin(accounts, eq(accounts.id, sessionImpersonations.accountId))
    .where(eq(sessionImpersonations.sessionId, sessionId));
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
    /** Set while a super admin's session impersonates an account (the banner's way out ends it). */
    impersonation: profile.systemRole === 'super_admin' ? (impersonation ?? null) : null,
  };
}
