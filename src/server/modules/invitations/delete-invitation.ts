import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accountInvitations } from '#server/db/schema/accounts.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';

/** Deletes an invitation of this account; its link stops working at once. */
export async function deleteInvitation(
  db: Db,
  input: { accountId: string; invitationId: string; actorId: string },
) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(accountInvitations)
      .where(
        and(eq(accountInvitations.accountId, input.accountId), eq(accountInvitations.id, input.invitationId)),
      )
      .returning();
    if (!deleted) throw new AppError('invitation_not_found', 'Invitation not found.', 404);
    await recordAudit(tx, {
      actorId: input.actorId,
      accountId: input.accountId,
      action: 'invitation.deleted',
      details: { email: deleted.email },
    });
  });
}
