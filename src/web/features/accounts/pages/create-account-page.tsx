import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { PageLoading } from '#web/components/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useAccounts } from '#web/lib/accounts.ts';
import { authClient } from '#web/lib/auth-client.ts';
import { readSessionValue, storageKeys } from '#web/lib/keel-storage.ts';
import { useMe } from '#web/lib/me.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { NOT_SIGNED_IN, useCreateAccount } from '../api/use-create-account';
import { CreateAccountForm } from '../components/create-account-form';

/** After creating an account: a pending invitation comes first (spec §4), else the dashboard. */
function nextAfterCreation() {
  const token = readSessionValue(storageKeys.pendingInvitationToken);
  return token ? paths.acceptInvitation(token) : paths.dashboard();
}

/** Spec §2 /create-account: the account name form, without the sidebar. A newcomer's first stop. */
export function CreateAccountPage() {
  usePageMeta('Create an account', 'Create the account your team works in on Keel.');
  const session = authClient.useSession();
  const accounts = useAccounts();
  const me = useMe();
  const isSuperAdmin = me.data?.profile.systemRole === 'super_admin';
  const create = useCreateAccount();
  const navigate = useNavigate();

  if (accounts.isPending) return <PageLoading />;
  const firstAccount = accounts.data?.length === 0;

  function submit(name: string) {
    if (!session.data) {
      toast.error(NOT_SIGNED_IN);
      return;
    }
    create.mutate(name, { onSuccess: () => navigate(nextAfterCreation(), { replace: true }) });
  }

  return (
    <div className="flex flex-col gap-6">
      {!firstAccount && (
        <Link
          to={paths.dashboard()}
          className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to dashboard
        </Link>
      )}
      <div className="flex flex-col gap-1.5">
        <h1 className="text-xl font-semibold tracking-tight">
          {firstAccount ? 'Welcome to Keel' : 'Create a new account'}
        </h1>
        <p className="text-muted-foreground">
          {firstAccount
            ? 'Start by creating the account your team will work in. It holds your company profile, data room and readiness score.'
            : 'Each account is a separate workspace with its own company, users and data room.'}
        </p>
      </div>
      <Card>
        <CardContent>
          <CreateAccountForm autoFocus pending={create.isPending} onSubmit={submit} />
        </CardContent>
      </Card>
      <p className="text-center text-xs text-muted-foreground">
        Invited to a team? Open the link in your invitation email to join it instead.
      </p>
      {/* A super admin needs no account of their own to support customers: this page has no sidebar. */}
      {isSuperAdmin && (
        <Button asChild variant="outline">
          <Link to={paths.admin()}>
            <ShieldCheck aria-hidden="true" />
            Super Admin Dashboard
          </Link>
        </Button>
      )}
    </div>
  );
}
