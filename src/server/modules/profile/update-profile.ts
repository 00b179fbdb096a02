import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/profiles.ts';

/**
 * Saves full name and initials (already trimmed, uppercased, empty → null by the schema);
 * a field the request left out keeps its value.
 */
export async function updateProfile(
  db: Db,
  input: { userId: string; name?: string | null; initials?: string | null },
) {
  await db
    .update(profiles)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.initials !== undefined ? { initials: input.initials } : {}),
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, input.userId));
}
