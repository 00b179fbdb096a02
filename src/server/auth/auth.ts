import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq, isNull } from 'drizzle-orm';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#domain/schemas/auth.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { authIdentities, sessions, users, verifications } from '../db/schema/auth.ts';
import { profiles } from '../db/schema/profiles.ts';
import { type Logger, withoutQueryValues } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail, verificationMail } from '../mail/templates.ts';
import { bootstrapSuperAdmins } from '../modules/admin/bootstrap-super-admins.ts';
import { clearSignInLocks } from './clear-sign-in-locks.ts';

/**
 * Better Auth endpoints the app does not use. Each one changes an account outside our rules (a
 * password change without our limits, e-mail change, self-deletion, social links) or is an
 * unlimited password oracle (verify-password), so they answer 404.
 */
const UNUSED_PATHS = [
  '/change-password',
  '/verify-password',
  '/change-email',
  '/delete-user',
  '/delete-user/callback',
  '/sign-in/social',
  '/link-social',
  '/unlink-account',
  '/list-accounts',
  '/account-info',
  '/get-access-token',
  '/refresh-token',
  '/update-session',
  '/revoke-other-sessions',
];

export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** A session used after this age gets a fresh expiry: sessions renew themselves while in use. */
export const SESSION_RENEWAL_AGE_SECONDS = 24 * 60 * 60;

export type AuthDeps = { config: Config; db: Db; mailer: Mailer; logger: Logger; secret: string };

/**
 * Better Auth (email + password, required verification, reset, cookie sessions) on our database.
 * Abuse limits are ours (see rate-limit.ts) because they must count per email as well as per IP
 * and hold across several API processes.
 */
export function createAuth({ config, db, mailer, logger, secret }: AuthDeps) {
  const stampPasswordSet = async (userId: string) => {
    await db
      .update(profiles)
      .set({ passwordSetAt: new Date(), updatedAt: new Date() })
      .where(and(eq(profiles.id, userId), isNull(profiles.passwordSetAt)));
  };

  return betterAuth({
    appName: 'Keel',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.appUrl],
    disabledPaths: UNUSED_PATHS,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { users, sessions, auth_identities: authIdentities, verifications },
    }),
    user: { modelName: 'users' },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_RENEWAL_AGE_SECONDS,
    },
    account: { modelName: 'auth_identities' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The token travels in the URL fragment so it never reaches server logs or Referer headers.
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(
          passwordResetMail(user.email, `${config.appUrl}/reset-password#token=${encodeURIComponent(token)}`),
        );
      },
      onPasswordReset: async ({ user }) => {
        await stampPasswordSet(user.id);
        await clearSignInLocks(db, user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, url));
      },
      afterEmailVerification: async (user) => stampPasswordSet(user.id),
    },
    rateLimit: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          // The profile row exists already (a trigger makes it with the user).
          after: async (user) => {
            if (config.superAdminEmails.includes(user.email.toLowerCase())) {
              await bootstrapSuperAdmins(db, [user.email]);
            }
          },
        },
      },
    },
    advanced: {
      // Better Auth skips its Origin and redirect checks whenever NODE_ENV is 'test'; they must hold everywhere.
      disableOriginCheck: false,
      database: { generateId: 'uuid' },
      cookiePrefix: 'keel',
      useSecureCookies: config.appUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [] },
    },
    logger: {
      // Only the message: Better Auth's extra arguments can be request bodies or errors with values.
      log: (level, message) => {
        if (level === 'error') logger.error(`auth: ${withoutQueryValues(message)}`);
        else if (level === 'warn') logger.warn(`auth: ${withoutQueryValues(message)}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
