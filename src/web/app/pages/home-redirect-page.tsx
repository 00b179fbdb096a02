import { Navigate } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoading } from '../../components/page-loading';
import { useAccounts } from '../../lib/accounts';
import { usePageMeta } from '../../lib/use-page-meta';
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
