import { Navigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { PageLoading } from '#web/components/page-loading.tsx';
import { useAccounts } from '#web/lib/accounts.ts';
import { useCurrentAccount } from '#web/lib/current-account.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';

/**
 * /questionnaire without an account: the last selected account's questionnaire; a user without one
 * creates an account first, or picks one from My Accounts.
 */
export function QuestionnaireRedirectPage() {
  usePageMeta(
    'Company Profile Questionnaire',
    'Describe your company for due diligence, section by section.',
  );
  const { accountId, isLoading } = useCurrentAccount();
  const accounts = useAccounts();

  if (isLoading) return <PageLoading variant="page" />;
  if (accountId) return <Navigate to={paths.questionnaire(accountId)} replace />;
  if (accounts.isPending) return <PageLoading variant="page" />;
  if (accounts.isError) {
    return <LoadError message="Failed to load accounts" onRetry={() => accounts.refetch()} />;
  }
  return <Navigate to={accounts.data.length === 0 ? paths.createAccount() : paths.accounts()} replace />;
}
