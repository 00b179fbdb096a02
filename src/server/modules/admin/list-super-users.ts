import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/profiles.ts';

/** Every super admin, optionally filtered by email or name. */
export async function listSuperUsers(db: Db, search: string) {
  const pattern = `%${search.replace(/[%_\\]/g, '\\$&')}%`;
  return db
    .select({ id: profiles.id, email: profiles.email, name: profiles.name, createdAt: profiles.createdAt })
    .from(profiles)
    .where(
      and(
        eq(profiles.systemRole, 'super_admin'),
        search ? or(ilike(profiles.email, pattern), ilike(profiles.name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(profiles.email));
}
