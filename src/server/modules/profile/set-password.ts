import { and, eq, ne } from 'drizzle-orm';
import { authMessages } from '#domain/schemas/auth.ts';
import type { AppDeps } from '#server/app-env.ts';
import { countAttempt } from '#server/auth/count-attempt.ts';
import { authIdentities, sessions } from '#server/db/schema/auth.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/errors.ts';

/** Changes tried per user and window: a stolen session cannot guess the current password. */
const MAX_CHANGE_ATTEMPTS = 10;
const WINDOW_SECONDS = 15 * 60;

function refuseCurrent(message: string): never {
  throw new AppError('invalid_current_password', message, 400, { currentPassword: message });
}

/**
 * POST /api/me/password: the 'Set Your Password' dialog after accepting an invitation (no password
 * yet), or a change of password, which needs the current one. Hashed by Better Auth's own hasher;
 * stamps password_set_at and ends every other session of the user, as a reset does.
 */
export async function setPassword(
  { db, auth }: Pick<AppDeps, 'db' | 'auth'>,
  input: { userId: string; sessionId: string; currentPassword?: string; password: string },
) {
  const context = await auth.$context;
  const [profile] = await db
    .select({ passwordSetAt: profiles.passwordSetAt })
    .from(profiles)
    .where(eq(profiles.id, input.userId));
  if (profile?.passwordSetAt) {
    if (!input.currentPassword) refuseCurrent(authMessages.currentPasswordRequired);
    const { hits } = await countAttempt(db, {
      key: `change-password:user:${input.userId}`,
      windowSeconds: WINDOW_SECONDS,
    });
    if (hits > MAX_CHANGE_ATTEMPTS) {
      throw new AppError('rate_limited', 'Too many attempts. Please wait 15 minutes and try again.', 429);
    }
    const [identity] = await db
      .select({ password: authIdentities.password })
      .from(authIdentities)
      .where(and(eq(authIdentities.userId, input.userId), eq(authIdentities.providerId, 'credential')));
    const matches = identity?.password
      ? await context.password.verify({ hash: identity.password, password: input.currentPassword })
      : false;
    if (!matches) refuseCurrent(authMessages.currentPasswordWrong);
  }

  const hash = await context.password.hash(input.password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(authIdentities)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(authIdentities.userId, input.userId), eq(authIdentities.providerId, 'credential')))
      .returning({ id: authIdentities.id });
    if (updated.length === 0) {
      await tx
        .insert(authIdentities)
        .values({ userId: input.userId, accountId: input.userId, providerId: 'credential', password: hash });
    }
    await tx
      .update(profiles)
      .set({ passwordSetAt: new Date(), updatedAt: new Date() })
      .where(eq(profiles.id, input.userId));
    // Whoever else held a session (a stolen cookie, a forgotten laptop) must sign in with the new password.
    await tx.delete(sessions).where(and(eq(sessions.userId, input.userId), ne(sessions.id, input.sessionId)));
  });
}
