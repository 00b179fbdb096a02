import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accountInvitations } from '#server/db/schema/accounts.ts';

/**
 * Pending invitations (not accepted, not expired), newest first. The token (the invite link) goes
 * only to managers: members see the list but may not copy links.
 */
export async function listInvitations(db: Db, input: { accountId: string; includeTokens: boolean }) {
  const rows = await db
    .select()
    .from(accountInvitations)
    .where(
      and(
        eq(accountInvitations.accountId, input.accountId),
        isNull(accountInvitations.acceptedAt),
        gt(accountInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(accountInvitations.createdAt));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    token: input.includeTokens ? row.token : null,
  }));
}
