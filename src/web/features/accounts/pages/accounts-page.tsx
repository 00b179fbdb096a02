import { Building2, Plus } from 'lucide-react';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAccounts } from '#web/lib/accounts.ts';
import { useCurrentAccount } from '#web/lib/current-account.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { AccountCard } from '../components/account-card';
import { CreateAccountDialog } from '../components/create-account-dialog';

/** Spec §2 'My Accounts': one card per account, an empty state, the count and a Create Account dialog. */
export function AccountsPage() {
  usePageMeta('My Accounts', 'The Keel accounts you belong to, with your role in each.');
  const accounts = useAccounts();
  const { accountId } = useCurrentAccount();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight">My Accounts</h1>
          <p className="text-muted-foreground">
            Open an account to manage its company, users and invitations.
          </p>
        </div>
        {accounts.data && accounts.data.length > 0 && <CreateAccountDialog />}
      </div>

      {accounts.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading accounts…</span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4">
              <Skeleton className="h-5 w-2/3" />
              <div className="flex justify-between">
                <Skeleton className="h-5 w-14 rounded-full" />
                <Skeleton className="h-4 w-28" />
              </div>
            </div>
          ))}
        </div>
      ) : accounts.isError ? (
        <LoadError message="Failed to load accounts" onRetry={() => accounts.refetch()} />
      ) : accounts.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
              <Building2 className="size-5" aria-hidden="true" />
            </span>
            <h2 className="text-lg font-semibold">No Accounts Found</h2>
            <p className="max-w-sm text-muted-foreground">
              Create an account for your company, or ask a colleague to invite you to theirs.
            </p>
            <CreateAccountDialog
              trigger={
                <Button>
                  <Plus aria-hidden="true" />
                  Create Your First Account
                </Button>
              }
            />
          </CardContent>
        </Card>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {accounts.data.map((account) => (
              <li key={account.id}>
                <AccountCard account={account} current={account.id === accountId} />
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">
            {`You are a member of ${accounts.data.length} account(s).`}
          </p>
        </>
      )}
    </div>
  );
}
