import { Navigate } from 'react-router';
import { canManageAccount, roleLabels } from '#domain/roles.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { PageLoading } from '#web/components/page-loading.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { ChooseAccountCard } from '#web/features/accounts/components/choose-account-card.tsx';
import { CompanySummary } from '#web/features/accounts/components/company-summary.tsx';
import { DashboardSteps } from '#web/features/dashboard/components/dashboard-steps.tsx';
import { useAccounts } from '#web/lib/accounts.ts';
import { useCurrentAccount } from '#web/lib/current-account.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { paths } from '../paths';

/**
 * Overview of the selected account (spec 2 §2 'Dashboard'): the three steps with their values, then
 * the company. A super admin opens any account with ?accountId=.
 */
export function DashboardPage() {
  usePageMeta('Dashboard', 'An overview of your company’s due-diligence readiness on Keel.');
  const accounts = useAccounts();
  const { account, accountId, isLoading } = useCurrentAccount();

  if (isLoading) return <PageLoading variant="page" />;
  // With no current account, offer the user's accounts, or account creation when they have none. A
  // super admin opening an account by ?accountId= has one even with no account of their own.
  if (!accountId || !account) {
    // An empty list being refreshed may be stale (e.g. just after joining an account): wait for it.
    const noAccounts = accounts.data?.length === 0;
    if (noAccounts && !accounts.isFetching) return <Navigate to={paths.createAccount()} replace />;
    if (accounts.isPending || noAccounts) return <PageLoading variant="page" />;
    if (accounts.isError) {
      return <LoadError message="Failed to load accounts" onRetry={() => accounts.refetch()} />;
    }
    return <ChooseAccountCard accounts={accounts.data} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-muted-foreground">Overview</p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-2xl font-semibold tracking-tight wrap-anywhere">{account.name}</h1>
          <Badge tone="accent">{roleLabels[account.role]}</Badge>
        </div>
        <p className="max-w-prose text-muted-foreground">
          Prepare this company for due diligence: describe it, gather the documents, then check the score.
        </p>
      </div>

      <DashboardSteps accountId={account.id} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <CompanySummary accountId={account.id} canManage={canManageAccount(account.role)} />
      </div>
    </div>
  );
}
