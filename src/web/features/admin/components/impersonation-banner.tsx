import { Eye, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useMe } from '#web/lib/me.ts';
import { useStopImpersonation } from '../api/use-stop-impersonation';

/**
 * Shown on every signed-in page while a super admin impersonates an account: which account, and the
 * way out (back to the Super Admin Dashboard).
 */
export function ImpersonationBanner() {
  const me = useMe();
  const navigate = useNavigate();
  const stop = useStopImpersonation({ onStopped: () => navigate(paths.admin()) });
  const impersonation = me.data?.impersonation;
  if (!impersonation) return null;

  return (
    <section
      aria-label="Impersonation"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-warning/30 bg-warning-soft px-4 py-2 text-sm text-warning-soft-foreground sm:px-6"
    >
      <p className="flex min-w-0 items-center gap-2">
        <Eye className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0">
          You are viewing <strong className="font-semibold">{impersonation.accountName}</strong> as a super
          admin
        </span>
      </p>
      <Button
        size="xs"
        variant="outline"
        loading={stop.isPending}
        onClick={() => stop.mutate(impersonation.accountId)}
      >
        {!stop.isPending && <LogOut aria-hidden="true" />}
        Stop impersonating
      </Button>
    </section>
  );
}
