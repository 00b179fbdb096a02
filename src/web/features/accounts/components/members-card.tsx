import type { EffectiveRole } from '#domain/roles.ts';
import { QueryView } from '#web/components/query-view.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingStatus, Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMembers } from '../api/members';
import { useChangeMemberRole } from '../api/use-change-member-role';
import { useRemoveMember } from '../api/use-remove-member';
import { memberPermissions } from '../utils/member-permissions';
import { MemberRow } from './member-row';

type MembersCardProps = {
  accountId: string;
  accountName: string;
  viewerId: string;
  viewerRole: EffectiveRole;
};

/** Spec §2 Users list: everyone in the account; managers change roles and remove users. */
export function MembersCard({ accountId, accountName, viewerId, viewerRole }: MembersCardProps) {
  const members = useMembers(accountId);
  const changeRole = useChangeMemberRole(accountId);
  const remove = useRemoveMember(accountId);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Users</CardTitle>
        <CardDescription>
          {members.data
            ? `${members.data.length} ${members.data.length === 1 ? 'person has' : 'people have'} access to this account.`
            : 'People with access to this account.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView
          query={members}
          loading={
            <LoadingStatus label="Loading users…" className="gap-4">
              {[0, 1].map((i) => (
                <div key={i} className="flex items-center gap-3">
                  <Skeleton className="size-9 rounded-full" />
                  <div className="flex flex-1 flex-col gap-1.5">
                    <Skeleton className="h-4 w-40" />
                    <Skeleton className="h-3 w-56" />
                  </div>
                </div>
              ))}
            </LoadingStatus>
          }
          errorMessage="Failed to load users"
          empty={<p className="text-sm text-muted-foreground">No users yet.</p>}
        >
          {(rows) => (
            <ul className="flex flex-col divide-y divide-border">
              {rows.map((member) => (
                <MemberRow
                  key={member.userId}
                  member={member}
                  isViewer={member.userId === viewerId}
                  accountName={accountName}
                  permissions={memberPermissions({ viewerId, viewerRole, member })}
                  busy={
                    (changeRole.isPending && changeRole.variables?.member.userId === member.userId) ||
                    (remove.isPending && remove.variables?.userId === member.userId)
                  }
                  onChangeRole={(role) => changeRole.mutate({ member, role })}
                  onRemove={() => remove.mutate(member)}
                />
              ))}
            </ul>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
