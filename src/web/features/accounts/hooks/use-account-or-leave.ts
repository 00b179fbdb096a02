import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessages } from '#domain/errors.ts';
import { paths } from '#web/app/paths.ts';
import { isAccountMissing, useAccount } from '#web/lib/account.ts';
import { ApiError } from '#web/lib/api-client.ts';

export const ACCOUNT_NOT_FOUND = errorMessages.accountNotFound;
export const ACCESS_DENIED = 'Access denied to this account';
export const REFRESH_FAILED = 'Failed to refresh account';

/**
 * Loads an account a page is about. Spec §4: a user who may not open it is told so and sent to
 * /accounts (the server answers 404 whether the account is missing or simply not theirs, and 403
 * when the membership no longer allows it). A failed background refresh keeps the page and says
 * so, except for a network failure, which the browser's own offline state already explains.
 */
export function useAccountOrLeave(accountId: string) {
  const account = useAccount(accountId);
  const navigate = useNavigate();
  const missing = isAccountMissing(account.error);
  const denied = account.error instanceof ApiError && account.error.status === 403;
  const refreshFailed = account.isRefetchError && account.error instanceof ApiError && !missing && !denied;

  useEffect(() => {
    if (!missing && !denied) return;
    toast.error(missing ? ACCOUNT_NOT_FOUND : ACCESS_DENIED, { id: 'account-not-found' });
    navigate(paths.accounts(), { replace: true });
  }, [missing, denied, navigate]);

  useEffect(() => {
    if (refreshFailed) toast.error(REFRESH_FAILED, { id: 'account-refresh-failed' });
  }, [refreshFailed]);

  return { ...account, missing };
}
