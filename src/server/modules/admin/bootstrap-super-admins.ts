import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/profiles.ts';

/**
 * KEEL_SUPER_ADMINS: the listed emails become super admins, at start for existing users and at
 * sign-up for new ones, so a fresh install can reach /admin without touching the database.
 */
export async function bootstrapSuperAdmins(db: Executor, emails: readonly string[]) {
  if (emails.length === 0) return 0;
  const promoted = await db
    .update(profiles)
    .set({ systemRole: 'super_admin', updatedAt: new Date() })
    .where(
      and(
        inArray(
          profiles.email,
          emails.map((e) => e.toLowerCase()),
        ),
        isNull(profiles.systemRole),
      ),
    )
    .returning({ id: profiles.id });
  return promoted.length;
}
