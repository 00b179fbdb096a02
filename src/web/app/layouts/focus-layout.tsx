import { LogOut } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Wordmark } from '#web/components/wordmark.tsx';
import { useSignOut } from '#web/features/auth/api/use-sign-out.ts';
import { authClient } from '#web/lib/auth-client.ts';
import { useMe } from '#web/lib/me.ts';
import { PageOutlet } from './page-outlet';
import { SkipLink } from './skip-link';

/**
 * Signed-in frame without the sidebar (spec §2: /create-account): the wordmark, who is signed in and
 * Sign Out, around one centred column.
 */
export function FocusLayout() {
  const session = authClient.useSession();
  const me = useMe();
  const { signOut, isSigningOut } = useSignOut();
  const email = session.data?.user.email ?? me.data?.user.email ?? '';

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-14 w-full max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Wordmark />
          <div className="flex min-w-0 items-center gap-3">
            <span className="hidden truncate text-sm text-muted-foreground sm:inline" title={email}>
              {email}
            </span>
            <Button variant="outline" size="sm" onClick={signOut} loading={isSigningOut}>
              {!isSigningOut && <LogOut aria-hidden="true" />}
              Sign Out
            </Button>
          </div>
        </div>
      </header>
      <PageOutlet layout="column" />
    </div>
  );
}
