import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AssignableRole } from '#domain/roles.ts';
import { INVITATION_LIFETIME_DAYS } from '#domain/schemas/accounts.ts';
import type { AppDeps } from '#server/app-env.ts';
import { accountInvitations, accountUsers } from '#server/db/schema/accounts.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/errors.ts';
import { invitationMail } from '#server/mail/templates.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { invitationLink } from './invitation-link.ts';

type Input = {
  accountId: string;
  accountName: string;
  inviter: { id: string; email: string };
  email: string;
  role: AssignableRole;
};

/**
 * The spec's send-invitation: a 256-bit token valid for 7 days, then the mail. A mail failure
 * keeps the invitation (emailSent false) so the manager can share the link by hand. A pending
 * invitation to the same address is replaced, and the answer says so (replacedPending).
 */
export async function sendInvitation(
  { db, mailer, logger, config }: Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'config'>,
  input: Input,
) {
  const [existingMember] = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .innerJoin(profiles, eq(profiles.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, input.accountId), eq(profiles.email, input.email)));
  if (existingMember) {
    throw new AppError('already_member', 'This user is already a member of the account.', 409, {
      email: 'This user is already a member of the account.',
    });
  }

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  const { invitation, replaced } = await db.transaction(async (tx) => {
    // A new invitation to the same address replaces the pending one, so one link is valid at a time.
    const replaced = await tx
      .delete(accountInvitations)
      .where(
        and(
          eq(accountInvitations.accountId, input.accountId),
          eq(accountInvitations.email, input.email),
          isNull(accountInvitations.acceptedAt),
        ),
      )
      .returning({ id: accountInvitations.id });
    const [created] = await tx
      .insert(accountInvitations)
      .values({
        accountId: input.accountId,
        email: input.email,
        role: input.role,
        token,
        expiresAt,
        invitedBy: input.inviter.id,
      })
      .returning();
    await recordAudit(tx, {
      actorId: input.inviter.id,
      accountId: input.accountId,
      action: 'invitation.created',
      details: { email: input.email, role: input.role },
    });
    return { invitation: created!, replaced: replaced.length > 0 };
  });

  const link = invitationLink(config.appUrl, token);
  let emailSent = true;
  try {
    await mailer.send(
      invitationMail({
        to: input.email,
        link,
        accountName: input.accountName,
        inviterEmail: input.inviter.email,
        role: input.role,
      }),
    );
  } catch (error) {
    emailSent = false;
    logger.warn({ err: error, invitationId: invitation.id }, 'invitation mail could not be sent');
  }
  return {
    invitation: {
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      createdAt: invitation.createdAt,
      expiresAt: invitation.expiresAt,
      token,
    },
    emailSent,
    /** An earlier invitation to this address was pending: its link no longer works. */
    replacedPending: replaced,
  };
}
