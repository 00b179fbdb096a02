import { and, eq, gt } from 'drizzle-orm';
import { accountMessages } from '#domain/schemas/accounts.ts';
import type { AppDeps } from '#server/app-env.ts';
import {
  accountDeletionCodes,
  accounts,
  companies,
  pendingFileDeletions,
} from '#server/db/schema/accounts.ts';
import { AppError } from '#server/errors.ts';
import { purgePendingFileDeletions } from '#server/storage/purge-pending-file-deletions.ts';
import { recordAudit } from '../audit/record-audit.ts';
import {
  cancelDeletedAccountSubscription,
  findStandingSubscription,
} from '../billing/cancel-deleted-account-subscription.ts';
import { dataRoomStoragePrefix } from '../dataroom/data-room-storage-key.ts';

/**
 * Deletes an account once the caller typed the code the server issued to them. One transaction
 * removes every row (foreign keys cascade), so a crash leaves either the whole account or none of
 * it. The company's data room folder is queued for removal in the same transaction and removed from
 * storage afterwards (retried until done), so no uploaded file outlives its account. A subscription
 * still standing is cancelled at the payment provider afterwards, so nobody pays for a deleted account.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'storage' | 'billing' | 'logger'>,
  input: { accountId: string; userId: string; confirmationText: string },
) {
  const standing = await deps.db.transaction(async (tx) => {
    const [issued] = await tx
      .select()
      .from(accountDeletionCodes)
      .where(
        and(
          eq(accountDeletionCodes.accountId, input.accountId),
          eq(accountDeletionCodes.userId, input.userId),
          gt(accountDeletionCodes.expiresAt, new Date()),
        ),
      )
      .for('update');
    if (!issued || issued.code !== input.confirmationText) {
      throw new AppError('confirmation_mismatch', accountMessages.confirmationMismatch, 400, {
        confirmationText: accountMessages.confirmationMismatch,
      });
    }
    const owned = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.accountId, input.accountId));
    if (owned.length > 0) {
      await tx
        .insert(pendingFileDeletions)
        .values(owned.map((company) => ({ storageKey: dataRoomStoragePrefix(company.id) })));
    }
    const subscription = await findStandingSubscription(tx, input.accountId);
    await tx.delete(accounts).where(eq(accounts.id, input.accountId));
    await recordAudit(tx, { actorId: input.userId, accountId: input.accountId, action: 'account.deleted' });
    return subscription;
  });
  await cancelDeletedAccountSubscription(deps, standing, input.accountId);
  await purgePendingFileDeletions(deps);
}
