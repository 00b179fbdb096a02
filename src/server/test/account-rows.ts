import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';

/** How many rows each table of the account's own holds for it: what deleting an account must empty. */
export async function accountRowCounts(db: Db, accountId: string) {
  const { accounts, accountUsers, accountInvitations, companies, vectorStores, accountDeletionCodes } =
    schema;
  return {
    accounts: await db.$count(accounts, eq(accounts.id, accountId)),
    accountUsers: await db.$count(accountUsers, eq(accountUsers.accountId, accountId)),
    accountInvitations: await db.$count(accountInvitations, eq(accountInvitations.accountId, accountId)),
    companies: await db.$count(companies, eq(companies.accountId, accountId)),
    vectorStores: await db.$count(vectorStores, eq(vectorStores.accountId, accountId)),
    accountDeletionCodes: await db.$count(
      accountDeletionCodes,
      eq(accountDeletionCodes.accountId, accountId),
    ),
  };
}
