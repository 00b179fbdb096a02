import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { Separator } from '../../components/ui/separator';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '../../components/ui/sidebar';
import { Wordmark } from '../../components/wordmark';
import { ImpersonationBanner } from '../../features/admin/components/impersonation-banner';
import { useQuestionnaireSummary } from '../../features/questionnaire/api/questionnaire-summary';
import { CurrentAccountProvider, useCurrentAccount } from '../../lib/current-account';
import { paths } from '../paths';
import { AppSidebar } from './app-sidebar';
import { SkipLink } from './skip-link';

/** Signed-in frame for most pages: the sidebar, a slim top bar with its toggle, and the page. */
export function AppLayout() {
  return (
    <CurrentAccountProvider>
      <AppFrame />
    </CurrentAccountProvider>
  );
}

function AppFrame() {
  // Spec §2: the Company Profile badge counts the selected account's expired answers.
  const { accountId } = useCurrentAccount();
  const summary = useQuestionnaireSummary(accountId);

  return (
    <SidebarProvider>
      <SkipLink />
      <AppSidebar expiredAnswersCount={summary.data?.expiredCount ?? 0} />
      <SidebarInset>
        <ImpersonationBanner />
        <header className="sticky top-0 z-20 flex h-12 shrink-0 items-center gap-2 border-b border-border bg-card/90 px-3 backdrop-blur sm:px-4">
          <SidebarTrigger className="-ml-1" />
          <Separator orientation="vertical" className="mx-1 h-5" />
          <Link
            to={paths.dashboard()}
            aria-label="Keel home"
            className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            <Wordmark />
          </Link>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8"
        >
          <Suspense fallback={<PageLoading variant="page" />}>
            <Outlet />
          </Suspense>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
