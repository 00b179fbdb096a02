import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/profiles.ts';

/** Remembers the account the user last worked in; access was checked by the route. */
export async function selectAccount(db: Db, input: { userId: string; accountId: string }) {
  await db
    .update(profiles)
    .set({ lastSelectedAccountId: input.accountId, updatedAt: new Date() })
    .where(eq(profiles.id, input.userId));
}
