import { Separator } from '#web/components/ui/separator.tsx';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '#web/components/ui/sidebar.tsx';
import { HomeLink } from '#web/components/wordmark.tsx';
import { ImpersonationBanner } from '#web/features/admin/components/impersonation-banner.tsx';
import { useQuestionnaireSummary } from '#web/features/questionnaire/api/questionnaire-summary.ts';
import { CurrentAccountProvider, useCurrentAccount } from '#web/lib/current-account.tsx';
import { paths } from '../paths';
import { AppSidebar } from './app-sidebar';
import { PageOutlet } from './page-outlet';
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
          <HomeLink to={paths.dashboard()} />
        </header>
        <PageOutlet layout="wide" />
      </SidebarInset>
    </SidebarProvider>
  );
}
