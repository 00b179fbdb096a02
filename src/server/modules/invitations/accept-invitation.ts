import { and, eq } from 'drizzle-orm';
import { errorMessages } from '#domain/errors.ts';
import type { Db } from '#server/db/client.ts';
import { accountInvitations, accounts, accountUsers } from '#server/db/schema/accounts.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';

/**
 * The spec's accept-invitation. Only the invited address may accept; an accepted, expired or
 * deleted invitation is refused (spec §4: only a pending invitation, not accepted and not expired,
 * can be used). Accepting again as the same user while still a member is harmless (a retried
 * request). A member removed since is not a member: their used link is invalid like any other,
 * and only a new invitation lets them back in.
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; user: { id: string; email: string } },
) {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(accountInvitations)
      .where(eq(accountInvitations.token, input.token))
      .for('update');
    if (!invitation) throw new AppError('invalid_invitation', errorMessages.invalidInvitation, 404);
    const [account] = await tx
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, invitation.accountId));

    if (invitation.acceptedAt) {
      const [membership] =
        invitation.acceptedBy === input.user.id
          ? await tx
              .select({ id: accountUsers.id })
              .from(accountUsers)
              .where(
                and(eq(accountUsers.accountId, invitation.accountId), eq(accountUsers.userId, input.user.id)),
              )
          : [];
      if (membership) {
        return {
          message: `You are already a member of ${account!.name}.`,
          accountId: invitation.accountId,
          accountName: account!.name,
        };
      }
      throw new AppError('invalid_invitation', errorMessages.invalidInvitation, 404);
    }
    if (invitation.expiresAt <= new Date())
      throw new AppError('invalid_invitation', errorMessages.invalidInvitation, 404);
    if (invitation.email !== input.user.email.toLowerCase()) {
      throw new AppError(
        'invitation_email_mismatch',
        `This invitation was sent to ${invitation.email}. Sign in as that user to accept it.`,
        403,
      );
    }

    // Someone already in the account keeps their role; the invitation is simply used up.
    await tx
      .insert(accountUsers)
      .values({ accountId: invitation.accountId, userId: input.user.id, role: invitation.role })
      .onConflictDoNothing({ target: [accountUsers.accountId, accountUsers.userId] });
    await tx
      .update(accountInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: input.user.id })
      .where(eq(accountInvitations.id, invitation.id));
    await tx
      .update(profiles)
      .set({ lastSelectedAccountId: invitation.accountId, updatedAt: new Date() })
      .where(eq(profiles.id, input.user.id));
    await recordAudit(tx, {
      actorId: input.user.id,
      accountId: invitation.accountId,
      action: 'invitation.accepted',
      details: { role: invitation.role },
    });
    return {
      message: `You have joined ${account!.name}.`,
      accountId: invitation.accountId,
      accountName: account!.name,
    };
  });
}
