import { paths } from '#web/app/paths.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { searchedListQuery } from './searched-list-query';

type AdminAccounts = ResponseOf<Api['admin']['accounts']['$get']>;
export type AdminAccount = AdminAccounts['accounts'][number];

/** Every account with its owner and counts, filtered on the server by name or owner email. */
export const adminAccountsQuery = searchedListQuery(
  ['admin', 'accounts'],
  paths.api.adminAccounts,
  (answer: AdminAccounts) => answer.accounts,
);
