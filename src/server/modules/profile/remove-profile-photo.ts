import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { pendingFileDeletions } from '#server/db/schema/accounts.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { purgePendingFileDeletions } from '#server/storage/purge-pending-file-deletions.ts';
import { keyFromPhotoUrl } from './photo-keys.ts';

/** Clears the profile photo and deletes the stored file. */
export async function removeProfilePhoto(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  { userId }: { userId: string },
) {
  await db.transaction(async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
    const key = keyFromPhotoUrl(profile?.profilePhotoUrl ?? null);
    if (key) await tx.insert(pendingFileDeletions).values({ storageKey: key });
    await tx
      .update(profiles)
      .set({ profilePhotoUrl: null, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
  });
  await purgePendingFileDeletions({ db, storage });
}
