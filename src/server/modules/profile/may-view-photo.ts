import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { accountUsers } from '#server/db/schema/accounts.ts';
import { profiles } from '#server/db/schema/profiles.ts';

/**
 * A profile photo is shown where its owner appears to others: in the team lists of accounts they
 * share. So its owner, anyone sharing an account with them, and super admins may fetch it.
 */
export async function mayViewPhoto(db: Db, input: { viewerId: string; ownerId: string }) {
  if (input.viewerId === input.ownerId) return true;
  const theirs = alias(accountUsers, 'theirs');
  const [shared] = await db
    .select({ one: sql`1` })
    .from(accountUsers)
    .innerJoin(theirs, and(eq(theirs.accountId, accountUsers.accountId), eq(theirs.userId, input.ownerId)))
    .where(eq(accountUsers.userId, input.viewerId))
    .limit(1);
  if (shared) return true;
  const [viewer] = await db
    .select({ systemRole: profiles.systemRole })
    .from(profiles)
    .where(eq(profiles.id, input.viewerId));
  return viewer?.systemRole === 'super_admin';
}
