import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows-of.ts';

/**
 * Every account with its first owner and counts (members, answered questions), for the super
 * admin's Accounts tab. `search` matches the account name or the owner's email.
 */
export async function listAllAccounts(db: Db, search: string) {
  const pattern = `%${search.replace(/[%_\\]/g, '\\$&')}%`;
  const result = await db.execute<{
    id: string;
    name: string;
    created_at: Date;
    owner_email: string | null;
    owner_name: string | null;
    member_count: number;
    answered_count: number;
  }>(sql`
    SELECT a.id, a.name, a.created_at,
      owner.email AS owner_email, owner.name AS owner_name,
      (SELECT count(*)::int FROM account_users m WHERE m.account_id = a.id) AS member_count,
      (SELECT count(*)::int FROM company_answers ans WHERE ans.account_id = a.id AND ans.current) AS answered_count
    FROM accounts a
    LEFT JOIN LATERAL (
      SELECT p.email, p.name FROM account_users o JOIN profiles p ON p.id = o.user_id
      WHERE o.account_id = a.id AND o.role = 'owner' ORDER BY o.created_at LIMIT 1
    ) owner ON true
    WHERE ${search ? sql`(a.name ILIKE ${pattern} OR owner.email ILIKE ${pattern})` : sql`true`}
    ORDER BY a.created_at DESC
    LIMIT 200`);
  const rows = rowsOf<Record<string, unknown>>(result);
  return rows.map((row) => ({
    id: row.id as string,
    name: row.name as string,
    createdAt: new Date(row.created_at as string),
    owner: row.owner_email
      ? { email: row.owner_email as string, name: (row.owner_name as string | null) ?? null }
      : null,
    memberCount: Number(row.member_count),
    answeredCount: Number(row.answered_count),
  }));
}
