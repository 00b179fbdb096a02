import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';

/** Saves full name and initials (already trimmed, uppercased, empty → null by the schema). */
export async function updateProfile(
  db: Db,
  input: { userId: string; name: string | null; initials: string | null },
) {
  await db
    .update(profiles)
    .set({ name: input.name, initials: input.initials, updatedAt: new Date() })
    .where(eq(profiles.id, input.userId));
}
