import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { profiles } from '../db/schema/profiles.ts';
import { AppError } from '../errors.ts';

/** The spec's is_super_admin, checked on the server for every admin route (after requireUser). */
export async function isSuperAdmin(c: { var: AppEnv['Variables'] }) {
  const [profile] = await c.var.db
    .select({ systemRole: profiles.systemRole })
    .from(profiles)
    .where(eq(profiles.id, c.var.user.id));
  return profile?.systemRole === 'super_admin';
}

export function requireSuperAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await isSuperAdmin(c))) throw new AppError('forbidden', 'Only super admins can do this.', 403);
    await next();
  };
}
