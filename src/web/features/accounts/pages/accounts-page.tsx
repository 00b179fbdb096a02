import { Building2, Plus } from 'lucide-react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryView } from '#web/components/query-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { LoadingStatus, Skeleton } from '#web/components/ui/skeleton.tsx';
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
      <PageHeader
        title="My Accounts"
        description="Open an account to manage its company, users and invitations."
        actions={accounts.data && accounts.data.length > 0 && <CreateAccountDialog />}
      />

      <QueryView
        query={accounts}
        loading={
          <LoadingStatus label="Loading accounts…" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4">
                <Skeleton className="h-5 w-2/3" />
                <div className="flex justify-between">
                  <Skeleton className="h-5 w-14 rounded-full" />
                  <Skeleton className="h-4 w-28" />
                </div>
              </div>
            ))}
          </LoadingStatus>
        }
        errorMessage="Failed to load accounts"
        empty={
          <Card>
            <CardContent>
              <EmptyState
                icon={Building2}
                title="No Accounts Found"
                className="py-6"
                action={
                  <CreateAccountDialog
                    trigger={
                      <Button className="mt-1">
                        <Plus aria-hidden="true" />
                        Create Your First Account
                      </Button>
                    }
                  />
                }
              >
                Create an account for your company, or ask a colleague to invite you to theirs.
              </EmptyState>
            </CardContent>
          </Card>
        }
      >
        {(rows) => (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {rows.map((account) => (
                <li key={account.id}>
                  <AccountCard account={account} current={account.id === accountId} />
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted-foreground">
              {`You are a member of ${rows.length} account(s).`}
            </p>
          </>
        )}
      </QueryView>
    </div>
  );
}
