import { ArrowLeft, LogOut } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { LoadError } from '#web/components/load-error.tsx';
import { PageLoading } from '#web/components/page-loading.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { HomeLink } from '#web/components/wordmark.tsx';
import { ImpersonationBanner } from '#web/features/admin/components/impersonation-banner.tsx';
import { useSignOut } from '#web/features/auth/api/use-sign-out.ts';
import { useMe } from '#web/lib/me.ts';
import { paths } from '../paths';
import { PageOutlet } from './page-outlet';
import { SkipLink } from './skip-link';

/**
 * The Super Admin Dashboard's frame (spec §2: no sidebar): a top bar with the way back to the app.
 * Anyone but a super admin is sent to / (the server refuses them every admin call as well).
 */
export function AdminLayout() {
  const me = useMe();
  const { signOut, isSigningOut } = useSignOut();

  if (me.isPending) {
    return (
      <main className="mx-auto w-full max-w-6xl px-4 py-10">
        <PageLoading variant="page" />
      </main>
    );
  }
  if (me.isError) {
    return (
      <main className="mx-auto w-full max-w-md px-4 py-10">
        <LoadError message="Failed to load profile" onRetry={() => me.refetch()} />
      </main>
    );
  }
  if (me.data.profile.systemRole !== 'super_admin') return <Navigate to={paths.home()} replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-20 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-12 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <HomeLink to={paths.dashboard()} />
            <Badge tone="accent" className="hidden sm:inline-flex">
              Super Admin
            </Badge>
          </div>
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.dashboard()}>
                <ArrowLeft aria-hidden="true" />
                Back to app
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={signOut} loading={isSigningOut}>
              {!isSigningOut && <LogOut aria-hidden="true" />}
              <span className="hidden sm:inline">Sign Out</span>
              <span className="sr-only sm:hidden">Sign Out</span>
            </Button>
          </div>
        </div>
      </header>
      <ImpersonationBanner />
      <PageOutlet layout="wide" />
    </div>
  );
}
