import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '#server/app-env.ts';
import type { Db } from '#server/db/client.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { sessionImpersonations } from '#server/db/schema/impersonations.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/errors.ts';

/**
 * The signed-in user and their profile, as the web app holds them, with this session's
 * impersonation if any. One query: the app asks for this on every page.
 */
export async function getMe(db: Db, { user, sessionId }: { user: SessionUser; sessionId: string }) {
  const [row] = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      name: profiles.name,
      initials: profiles.initials,
      profilePhotoUrl: profiles.profilePhotoUrl,
      passwordSetAt: profiles.passwordSetAt,
      systemRole: profiles.systemRole,
      lastSelectedAccountId: profiles.lastSelectedAccountId,
      impersonatedAccountId: sessionImpersonations.accountId,
      impersonatedAccountName: accounts.name,
    })
    .from(profiles)
    .leftJoin(
      sessionImpersonations,
      and(eq(sessionImpersonations.sessionId, sessionId), eq(profiles.systemRole, 'super_admin')),
    )
    .leftJoin(accounts, eq(accounts.id, sessionImpersonations.accountId))
    .where(eq(profiles.id, user.id));
  if (!row) throw new AppError('profile_missing', 'Failed to load profile', 404);
  const { impersonatedAccountId, impersonatedAccountName, ...profile } = row;
  return {
    user,
    profile,
    /** Set while a super admin's session impersonates an account (the banner's way out ends it). */
    impersonation:
      impersonatedAccountId && impersonatedAccountName
        ? { accountId: impersonatedAccountId, accountName: impersonatedAccountName }
        : null,
  };
}

export type Me = Awaited<ReturnType<typeof getMe>>;
