import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, accountUsers } from '../../db/schema/accounts.ts';

/** The caller's accounts with their role in each, newest membership first. */
export async function listMyAccounts(db: Db, userId: string) {
  return db
    .select({ id: accounts.id, name: accounts.name, createdAt: accounts.createdAt, role: accountUsers.role })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, userId))
    .orderBy(desc(accountUsers.createdAt));
}
