import { ArrowRight, ClipboardList, FolderOpen, Gauge, type LucideIcon, Users } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { canManageAccount, roleLabels } from '#domain/roles.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { PageLoading } from '#web/components/page-loading.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ChooseAccountCard } from '#web/features/accounts/components/choose-account-card.tsx';
import { CompanySummary } from '#web/features/accounts/components/company-summary.tsx';
import { useAccounts } from '#web/lib/accounts.ts';
import { useCurrentAccount } from '#web/lib/current-account.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { paths } from '../paths';

type Step = { icon: LucideIcon; title: string; description: string; to: string; action: string };

/** Overview of the selected account. Scores and progress arrive with the dashboard issue; no numbers yet. */
export function DashboardPage() {
  usePageMeta('Dashboard', 'An overview of your company’s due-diligence readiness on Keel.');
  const accounts = useAccounts();
  const { account, accountId, isLoading } = useCurrentAccount();

  // An empty list being refreshed may be stale (e.g. just after joining an account): wait for it.
  const noAccounts = accounts.data?.length === 0;
  if (noAccounts && !accounts.isFetching) return <Navigate to={paths.createAccount()} replace />;
  if (accounts.isPending || isLoading || noAccounts) return <PageLoading variant="page" />;
  if (accounts.isError) {
    return <LoadError message="Failed to load accounts" onRetry={() => accounts.refetch()} />;
  }
  if (!accountId || !account) return <ChooseAccountCard accounts={accounts.data} />;

  const steps: Step[] = [
    {
      icon: ClipboardList,
      title: 'Complete the company profile',
      description:
        'Answer the questionnaire: eleven sections, from corporate formation to business continuity.',
      to: paths.questionnaire(account.id),
      action: 'Open Company Profile',
    },
    {
      icon: FolderOpen,
      title: 'Build the data room',
      description: 'Upload the documents Keel recommends from your answers; each one is checked and indexed.',
      to: paths.dataRoom(account.id),
      action: 'Open Data Room',
    },
    {
      icon: Gauge,
      title: 'Review your readiness score',
      description: 'See how ready the company is for due diligence, area by area, and what to improve.',
      to: paths.keelScore(account.id),
      action: 'Open Score',
    },
  ];
  if (canManageAccount(account.role)) {
    steps.splice(1, 0, {
      icon: Users,
      title: 'Invite your team',
      description: 'Bring in the colleagues who hold the documents: finance, legal, HR.',
      to: paths.account(account.id),
      action: 'Manage users',
    });
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

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Next steps</CardTitle>
            <CardDescription>Work through them in order; each builds on the one before.</CardDescription>
          </CardHeader>
          <CardContent>
            <ol className="flex flex-col divide-y divide-border">
              {steps.map((step, index) => (
                <li key={step.title} className="flex gap-3 py-4 first:pt-0 last:pb-0">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
                    <step.icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
                    <div className="min-w-0 flex-1">
                      <h3 className="font-medium">
                        <span className="sr-only">Step {index + 1}: </span>
                        {step.title}
                      </h3>
                      <p className="text-sm text-muted-foreground">{step.description}</p>
                    </div>
                    <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
                      <Link to={step.to}>
                        {step.action}
                        <ArrowRight aria-hidden="true" />
                      </Link>
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
        <CompanySummary accountId={account.id} canManage={canManageAccount(account.role)} />
      </div>
    </div>
  );
}
