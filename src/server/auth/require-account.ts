import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { errorMessages } from '#domain/errors.ts';
import { type EffectiveRole, hasRequiredRole, type RequiredRole } from '#domain/roles.ts';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { accounts, accountUsers } from '../db/schema/accounts.ts';
import { sessionImpersonations } from '../db/schema/impersonations.ts';
import { profiles } from '../db/schema/profiles.ts';
import { AppError } from '../errors.ts';

/** The caller's effective role in an account, or null when they may not see it at all. */
export async function loadAccountAccess(
  db: Db,
  { accountId, userId, sessionId }: { accountId: string; userId: string; sessionId?: string },
) {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name, createdAt: accounts.createdAt, role: accountUsers.role })
    .from(accounts)
    .leftJoin(accountUsers, and(eq(accountUsers.accountId, accounts.id), eq(accountUsers.userId, userId)))
    .where(eq(accounts.id, accountId));
  if (!row) return null;
  if (row.role) return { ...row, role: row.role as EffectiveRole };
  // Super admins may open any account (spec §4), shown with the derived role super_admin.
  const [profile] = await db
    .select({ systemRole: profiles.systemRole })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (profile?.systemRole !== 'super_admin') return null;
  // Impersonating this account in this session gives the pseudo-role super_admin_impersonation.
  const [impersonation] = sessionId
    ? await db
        .select({ accountId: sessionImpersonations.accountId })
        .from(sessionImpersonations)
        .where(
          and(eq(sessionImpersonations.sessionId, sessionId), eq(sessionImpersonations.accountId, accountId)),
        )
    : [];
  return { ...row, role: (impersonation ? 'super_admin_impersonation' : 'super_admin') as EffectiveRole };
}

/**
 * Loads `:accountId` with the caller's role (after requireUser). A caller who is not a member
 * gets 404, never a hint that the account exists; a member lacking the role gets 403.
 */
export function requireAccount(required: RequiredRole = 'member'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const accountId = c.req.param('accountId') ?? '';
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(accountId);
    const access = isUuid
      ? await loadAccountAccess(c.var.db, { accountId, userId: c.var.user.id, sessionId: c.var.sessionId })
      : null;
    if (!access) throw new AppError('account_not_found', errorMessages.accountNotFound, 404);
    if (!hasRequiredRole(access.role, required)) {
      throw new AppError('forbidden', 'You do not have permission to do this in this account.', 403);
    }
    c.set('account', access);
    await next();
  };
}
