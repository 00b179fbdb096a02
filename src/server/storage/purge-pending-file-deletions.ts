import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pendingFileDeletions } from '../db/schema/accounts.ts';
import type { Storage } from './storage.ts';

/**
 * Removes stored files whose rows are gone. A key ending in '/' is a folder (an account's
 * `{companyId}/` when the account is deleted): everything under it goes. A failure leaves the row,
 * so the next call (after the next deletion, or at start-up) tries again: files are never orphaned
 * by a crash.
 */
export async function purgePendingFileDeletions(
  { db, storage }: { db: Db; storage: Storage },
  { limit = 100 }: { limit?: number } = {},
) {
  const pending = await db.select().from(pendingFileDeletions).limit(limit);
  for (const item of pending) {
    try {
      if (item.storageKey.endsWith('/')) await storage.deletePrefix(item.storageKey);
      else await storage.delete(item.storageKey);
      await db.delete(pendingFileDeletions).where(eq(pendingFileDeletions.id, item.id));
    } catch {
      // Left for the next run.
    }
  }
  return pending.length;
}
