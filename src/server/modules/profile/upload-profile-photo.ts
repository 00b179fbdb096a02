import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { pendingFileDeletions } from '#server/db/schema/accounts.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { purgePendingFileDeletions } from '#server/storage/purge-pending-file-deletions.ts';
import { keyFromPhotoUrl, photoKey, photoUrl } from './photo-keys.ts';
import { readPhoto } from './read-photo.ts';

/**
 * Stores a new profile photo and points the profile at it. The old photo is queued for removal in
 * the same transaction; if the database update fails, the new file is removed again.
 */
export async function uploadProfilePhoto(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  input: { userId: string; bytes: Uint8Array },
) {
  const stored = await readPhoto(input.bytes);
  const key = photoKey(input.userId, Date.now());
  await storage.put(key, stored, 'image/webp');
  try {
    await db.transaction(async (tx) => {
      const [profile] = await tx.select().from(profiles).where(eq(profiles.id, input.userId)).for('update');
      const oldKey = keyFromPhotoUrl(profile?.profilePhotoUrl ?? null);
      if (oldKey) await tx.insert(pendingFileDeletions).values({ storageKey: oldKey });
      await tx
        .update(profiles)
        .set({ profilePhotoUrl: photoUrl(key), updatedAt: new Date() })
        .where(eq(profiles.id, input.userId));
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  await purgePendingFileDeletions({ db, storage });
  return { profilePhotoUrl: photoUrl(key) };
}
