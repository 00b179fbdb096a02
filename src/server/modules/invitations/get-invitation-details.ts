import { and, eq, gt, isNull } from 'drizzle-orm';
import { errorMessages } from '#domain/errors.ts';
import type { Db } from '#server/db/client.ts';
import { accountInvitations, accounts } from '#server/db/schema/accounts.ts';
import { AppError } from '#server/errors.ts';

/** The spec's get-invitation-details: what the invitation page shows before accepting. */
export async function getInvitationDetails(db: Db, token: string) {
  const [row] = await db
    .select({
      accountName: accounts.name,
      role: accountInvitations.role,
      email: accountInvitations.email,
      expiresAt: accountInvitations.expiresAt,
    })
    .from(accountInvitations)
    .innerJoin(accounts, eq(accounts.id, accountInvitations.accountId))
    .where(
      and(
        eq(accountInvitations.token, token),
        isNull(accountInvitations.acceptedAt),
        gt(accountInvitations.expiresAt, new Date()),
      ),
    );
  if (!row) throw new AppError('invalid_invitation', errorMessages.invalidInvitation, 404);
  return { account: { name: row.accountName }, role: row.role, email: row.email, expires_at: row.expiresAt };
}
