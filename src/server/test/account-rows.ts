import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  accountDeletionCodes,
  accountInvitations,
  accounts,
  accountUsers,
  companies,
  vectorStores,
} from '#server/db/schema/accounts.ts';

/** How many rows each table of the account's own holds for it: what deleting an account must empty. */
export async function accountRowCounts(db: Db, accountId: string) {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    accounts: await count(db.select().from(accounts).where(eq(accounts.id, accountId))),
    accountUsers: await count(db.select().from(accountUsers).where(eq(accountUsers.accountId, accountId))),
    accountInvitations: await count(
      db.select().from(accountInvitations).where(eq(accountInvitations.accountId, accountId)),
    ),
    companies: await count(db.select().from(companies).where(eq(companies.accountId, accountId))),
    vectorStores: await count(db.select().from(vectorStores).where(eq(vectorStores.accountId, accountId))),
    accountDeletionCodes: await count(
      db.select().from(accountDeletionCodes).where(eq(accountDeletionCodes.accountId, accountId)),
    ),
  };
}
