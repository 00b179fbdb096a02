import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { canDeleteAccount, canManageAccount } from '#domain/roles.ts';
import { paths } from '#web/app/paths.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { LoadingStatus, Skeleton } from '#web/components/ui/skeleton.tsx';
import { isNetworkError } from '#web/lib/api-client.ts';
import { useMe } from '#web/lib/me.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { AccountNameHeading } from '../components/account-name-heading';
import { CompanyInformationCard } from '../components/company-information-card';
import { DangerZoneCard } from '../components/danger-zone-card';
import { InviteUserDialog } from '../components/invite-user-dialog';
import { MembersCard } from '../components/members-card';
import { PendingInvitationsCard } from '../components/pending-invitations-card';
import { useAccountOrLeave } from '../hooks/use-account-or-leave';

/** Spec §2 account detail: name, Company Information, Users, Pending Invitations and the Danger Zone. */
export function AccountDetailPage() {
  const { accountId = '' } = useParams();
  const account = useAccountOrLeave(accountId);
  const me = useMe();
  usePageMeta(
    account.data ? `${account.data.name} · Account Settings` : 'Account Settings',
    'Manage the account’s company information, users and invitations.',
  );

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Link
        to={paths.accounts()}
        className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to My Accounts
      </Link>
      {/*
        Spec §8: 'Failed to load account' is not toasted on a network failure; the block still says so.
        Without the signed-in user the page cannot tell what they may do here: its details fail to load.
      */}
      {account.isPending || account.missing || !me.data ? (
        me.isError ? (
          <LoadError
            message="Failed to load account details"
            onRetry={() => me.refetch()}
            toast={!isNetworkError(me.error)}
          />
        ) : (
          <DetailSkeleton />
        )
      ) : account.isError ? (
        <LoadError
          message="Failed to load account"
          onRetry={() => account.refetch()}
          toast={!isNetworkError(account.error)}
        />
      ) : (
        <>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 flex-1">
              <AccountNameHeading account={account.data} />
            </div>
            {canManageAccount(account.data.role) && (
              <InviteUserDialog accountId={account.data.id} accountName={account.data.name} />
            )}
          </div>
          <CompanyInformationCard
            accountId={account.data.id}
            canManage={canManageAccount(account.data.role)}
          />
          <MembersCard
            accountId={account.data.id}
            accountName={account.data.name}
            viewerId={me.data.user.id}
            viewerRole={account.data.role}
          />
          <PendingInvitationsCard
            accountId={account.data.id}
            canManage={canManageAccount(account.data.role)}
          />
          {canDeleteAccount(account.data.role) && (
            <DangerZoneCard accountId={account.data.id} accountName={account.data.name} />
          )}
        </>
      )}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <LoadingStatus label="Loading account…" className="gap-6">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-48" />
      </div>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-48 w-full" />
    </LoadingStatus>
  );
}
