import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../app/paths';
import { ApiError, apiFetch } from './api-client';
import type { Api, ResponseOf } from './api-types';

/** An account as the app holds it (spec §3 "current account"): id, name, role, created_at. */
export type AccountSummary = ResponseOf<Api['accounts'][':accountId']['$get']>;

/** The account-scoped resources the web app caches. */
type AccountResource =
  | 'account'
  | 'company'
  | 'members'
  | 'invitations'
  | 'questionnaire'
  | 'recommendations'
  | 'subscription'
  | 'dataRoomFiles'
  | 'dataRoomSummary'
  | 'dashboard'
  | 'score'
  | 'factorScores'
  | 'factorPrompt';

/**
 * The key of one resource of one account. It is an object, so filters name what they match instead
 * of counting positions: `accountScope(id)` is everything about one account (deleting it drops it
 * all), `everyAccount('questionnaire')` one resource in every account (a catalogue edit changes them).
 */
export const accountKey = (accountId: string, resource: AccountResource) =>
  [{ accountId, resource }] as const;
export const accountScope = (accountId: string) => [{ accountId }] as const;
export const everyAccount = (resource: AccountResource) => [{ resource }] as const;

/**
 * One account with the caller's role in it (GET /api/accounts/:id). A platform super admin who is
 * not a member gets the derived role super_admin. Not a member: 404.
 */
export const accountQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKey(accountId, 'account'),
    queryFn: ({ signal }) => apiFetch<AccountSummary>(paths.api.account(accountId), { signal }),
  });

export function useAccount(accountId: string | null | undefined) {
  return useQuery({ ...accountQuery(accountId ?? ''), enabled: Boolean(accountId) });
}

/** The server answers 404 to a non-member, never revealing whether the account exists. */
export function isAccountMissing(error: unknown) {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
