import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isAccountMissing, useAccount } from '../api/use-account';

export const ACCOUNT_NOT_FOUND = "Account not found or you don't have access to it.";

/**
 * Loads an account a page is about. Spec §4: a user who may not open it is told so and sent to
 * /accounts (the server answers 404 whether the account is missing or simply not theirs).
 */
export function useAccountOrLeave(accountId: string) {
  const account = useAccount(accountId);
  const navigate = useNavigate();
  const missing = isAccountMissing(account.error);

  useEffect(() => {
    if (!missing) return;
    toast.error(ACCOUNT_NOT_FOUND, { id: 'account-not-found' });
    navigate('/accounts', { replace: true });
  }, [missing, navigate]);

  return { ...account, missing };
}
