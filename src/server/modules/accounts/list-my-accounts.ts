import { and, desc, eq } from 'drizzle-orm';
import type { EffectiveRole } from '#domain/roles.ts';
import type { Db } from '#server/db/client.ts';
import { accounts, accountUsers } from '#server/db/schema/accounts.ts';
import { sessionImpersonations } from '#server/db/schema/impersonations.ts';
import { profiles } from '#server/db/schema/profiles.ts';

/**
 * The caller's accounts with their role in each, newest membership first. A super admin's session
 * that impersonates an account lists it first with the pseudo-role super_admin_impersonation
 * (spec §4), so every page works in it as a member would.
 */
export async function listMyAccounts(db: Db, userId: string, sessionId: string) {
  const memberships = await db
    .select({ id: accounts.id, name: accounts.name, createdAt: accounts.createdAt, role: accountUsers.role })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, userId))
    .orderBy(desc(accountUsers.createdAt));
  const mine: { id: string; name: string; createdAt: Date; role: EffectiveRole }[] = memberships;

  // Only while the caller is still a super admin: a demoted one keeps nothing through it.
  const [impersonated] = await db
    .select({ id: accounts.id, name: accounts.name, createdAt: accounts.createdAt })
    .from(sessionImpersonations)
    .innerJoin(accounts, eq(accounts.id, sessionImpersonations.accountId))
    .innerJoin(profiles, and(eq(profiles.id, userId), eq(profiles.systemRole, 'super_admin')))
    .where(eq(sessionImpersonations.sessionId, sessionId));
  // A super admin who is also a member works there with their membership's role.
  if (!impersonated || mine.some((account) => account.id === impersonated.id)) return mine;
  return [{ ...impersonated, role: 'super_admin_impersonation' as const }, ...mine];
}
