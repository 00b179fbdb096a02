import { and, eq, gt } from 'drizzle-orm';
import { accountMessages } from '../../../domain/schemas/accounts.ts';
import type { Db } from '../../db/client.ts';
import { accountDeletionCodes, accounts } from '../../db/schema/accounts.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';

/**
 * Deletes an account once the caller typed the code the server issued to them. One transaction
 * removes every row (foreign keys cascade), so a crash leaves either the whole account or none of
 * it. Accounts own no stored files yet; when the data room adds uploads, their keys go into
 * pending_file_deletions in this same transaction.
 */
export async function deleteAccount(
  db: Db,
  input: { accountId: string; userId: string; confirmationText: string },
) {
  return db.transaction(async (tx) => {
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
    await tx.delete(accounts).where(eq(accounts.id, input.accountId));
    await recordAudit(tx, { actorId: input.userId, accountId: input.accountId, action: 'account.deleted' });
  });
}
