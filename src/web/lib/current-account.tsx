import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocation } from 'react-router';
import type { AccountSummary } from './account';
import { isAccountMissing, useAccount } from './account';
import { accountIdFromLocation } from './account-id-from-location';
import { useMe } from './me';

type CurrentAccount = {
  /** The account the app works in, or null when none is selected (or it is no longer reachable). */
  accountId: string | null;
  /** Its name and the caller's role once loaded. */
  account: AccountSummary | undefined;
  isLoading: boolean;
};

const CurrentAccountContext = createContext<CurrentAccount | null>(null);

/**
 * Spec §3 "current account": the one in the URL when the page names one, else the account this
 * super admin session impersonates (spec §4), else the profile's last selected account. An account
 * the caller can no longer open counts as none.
 */
export function CurrentAccountProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const me = useMe();
  const fromUrl = accountIdFromLocation(location.pathname, location.search);
  const candidate =
    fromUrl ?? me.data?.impersonation?.accountId ?? me.data?.profile.lastSelectedAccountId ?? null;
  const account = useAccount(candidate);
  const missing = isAccountMissing(account.error);

  const value = useMemo<CurrentAccount>(
    () => ({
      accountId: missing ? null : candidate,
      account: missing ? undefined : account.data,
      isLoading: (!fromUrl && me.isPending) || (Boolean(candidate) && account.isPending),
    }),
    [missing, candidate, account.data, account.isPending, fromUrl, me.isPending],
  );

  return <CurrentAccountContext.Provider value={value}>{children}</CurrentAccountContext.Provider>;
}

export function useCurrentAccount() {
  const context = useContext(CurrentAccountContext);
  if (!context) throw new Error('useCurrentAccount must be used inside <CurrentAccountProvider>');
  return context;
}
