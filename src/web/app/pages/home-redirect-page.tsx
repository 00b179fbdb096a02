import { Navigate } from 'react-router';
import { LoadError } from '#web/components/load-error.tsx';
import { PageLoading } from '#web/components/page-loading.tsx';
import { useAccounts } from '#web/lib/accounts.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { paths } from '../paths';

/** Spec §2 paths.home(): a user without an account creates one first; everyone else starts on the dashboard. */
export function HomeRedirectPage() {
  usePageMeta('Keel', 'Keel gets your company ready for due diligence.');
  const accounts = useAccounts();

  // A cached empty list being refreshed may be stale: wait for the server's answer before deciding.
  if (accounts.isPending || (accounts.isFetching && accounts.data?.length === 0)) return <PageLoading />;
  if (accounts.isError) {
    return <LoadError message="Failed to load accounts" onRetry={() => accounts.refetch()} />;
  }
  return <Navigate to={accounts.data.length === 0 ? paths.createAccount() : paths.dashboard()} replace />;
}
