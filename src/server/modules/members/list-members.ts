import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accountUsers } from '#server/db/schema/accounts.ts';
import { profiles } from '#server/db/schema/profiles.ts';

/** The account's members with their profile names, oldest first (the owner usually leads). */
export async function listMembers(db: Db, accountId: string) {
  return db
    .select({
      userId: accountUsers.userId,
      role: accountUsers.role,
      joinedAt: accountUsers.createdAt,
      email: profiles.email,
      name: profiles.name,
      initials: profiles.initials,
      profilePhotoUrl: profiles.profilePhotoUrl,
    })
    .from(accountUsers)
    .innerJoin(profiles, eq(profiles.id, accountUsers.userId))
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(asc(accountUsers.createdAt));
}
