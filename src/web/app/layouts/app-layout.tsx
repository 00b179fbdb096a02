import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { Button } from '../../components/ui/button';
import { Wordmark } from '../../components/wordmark';
import { useMe } from '../../features/auth/api/use-me';
import { useSignOut } from '../../features/auth/api/use-sign-out';
import { authClient } from '../../lib/auth-client';

/** Signed-in frame: wordmark, the user's email and Sign Out. A later issue replaces it with the sidebar. */
export function AppLayout() {
  const session = authClient.useSession();
  const me = useMe();
  const { signOut, isSigningOut } = useSignOut();
  const email = session.data?.user.email ?? me.data?.user.email ?? '';
  const initials = me.data?.profile.initials || email.slice(0, 1).toUpperCase();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow-md"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-border bg-card/90 backdrop-blur">
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            aria-label="Keel home"
            className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            <Wordmark />
          </Link>
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              className="hidden size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground sm:inline-flex"
            >
              {initials}
            </span>
            <span className="truncate text-sm text-muted-foreground" title={email}>
              {email}
            </span>
            <Button variant="outline" size="sm" onClick={signOut} loading={isSigningOut}>
              {!isSigningOut && <LogOut aria-hidden="true" />}
              Sign Out
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <Suspense fallback={<PageLoading variant="page" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
