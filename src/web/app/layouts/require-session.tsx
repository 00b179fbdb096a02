import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '#web/components/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { authClient } from '#web/lib/auth-client.ts';
import { isPendingSignupOf } from '#web/lib/pending-signup.ts';
import { rememberOrigin } from '#web/lib/sign-in-redirect.ts';
import { paths } from '../paths';

/** Gate for every signed-in route: waits for the session, else sends the visitor to /auth. */
export function RequireSession() {
  const session = authClient.useSession();
  const location = useLocation();

  if (session.isPending) {
    return (
      <main className="mx-auto w-full max-w-5xl px-4 py-10">
        <PageLoading variant="page" />
      </main>
    );
  }

  if (!session.data) {
    // A network failure is not a sign-out: offer a retry instead of bouncing to the sign-in page.
    if (session.error && session.error.status !== 401 && session.error.status !== 403) {
      return <SessionUnavailable onRetry={() => session.refetch()} />;
    }
    return <RedirectToAuth from={location.pathname + location.search} />;
  }

  // Spec §4: a signed-in event while the sign-up marker exists goes to /email-verification.
  if (isPendingSignupOf(session.data.user.email)) {
    return <Navigate to={paths.emailVerification({ verified: '1' })} replace />;
  }

  return <Outlet />;
}

function RedirectToAuth({ from }: { from: string }) {
  useEffect(() => rememberOrigin(from), [from]);
  return <Navigate to={paths.auth()} replace />;
}

function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-4 px-4">
      <h1 className="text-xl font-semibold tracking-tight">Keel is not reachable</h1>
      <p className="text-muted-foreground">
        We could not check your session. Check your connection, then try again.
      </p>
      <div>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </main>
  );
}
