import { Check, Copy, Trash2 } from 'lucide-react';
import { roleLabels } from '#domain/roles.ts';
import { DisabledReason } from '#web/components/disabled-reason.tsx';
import { QueryView } from '#web/components/query-view.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { useInvitations } from '../api/invitations';
import { useDeleteInvitation } from '../api/use-delete-invitation';
import { useCopyInviteLink } from '../hooks/use-copy-invite-link';

export const COPY_LINK_REQUIRES_ADMIN = 'Copy link requires admin access';

/** Spec §2 Pending Invitations: unaccepted, unexpired invitations; managers copy their link or delete them. */
export function PendingInvitationsCard({ accountId, canManage }: { accountId: string; canManage: boolean }) {
  const invitations = useInvitations(accountId);
  const remove = useDeleteInvitation(accountId);
  const { copy, copiedId } = useCopyInviteLink();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending Invitations</CardTitle>
        <CardDescription>Invitations not yet accepted. Each link works for 7 days.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView
          query={invitations}
          loading={{ label: 'Loading invitations…', className: 'gap-3', lines: ['h-4 w-1/2', 'h-4 w-2/5'] }}
          errorMessage="Failed to load invitations"
          empty={<p className="text-sm text-muted-foreground">No pending invitations.</p>}
        >
          {(rows) => (
            <ul className="flex flex-col divide-y divide-border">
              {rows.map((invitation) => {
                const deleting = remove.isPending && remove.variables?.id === invitation.id;
                return (
                  <li
                    key={invitation.id}
                    className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium">{invitation.email}</p>
                      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                        <Badge tone={invitation.role === 'admin' ? 'blue' : 'grey'}>
                          {roleLabels[invitation.role]}
                        </Badge>
                        <span>Expires {formatDate(invitation.expiresAt)}</span>
                      </p>
                    </div>
                    <div className="flex items-center gap-2">
                      <DisabledReason reason={canManage ? null : COPY_LINK_REQUIRES_ADMIN}>
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={!canManage || !invitation.token}
                          onClick={() => copy(invitation)}
                        >
                          {copiedId === invitation.id ? (
                            <Check aria-hidden="true" />
                          ) : (
                            <Copy aria-hidden="true" />
                          )}
                          {copiedId === invitation.id ? 'Copied!' : 'Copy Link'}
                          <span className="sr-only"> for {invitation.email}</span>
                        </Button>
                      </DisabledReason>
                      {canManage && (
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8 text-muted-foreground enabled:hover:text-destructive"
                          loading={deleting}
                          onClick={() => remove.mutate(invitation)}
                        >
                          {!deleting && <Trash2 aria-hidden="true" />}
                          <span className="sr-only">Delete invitation for {invitation.email}</span>
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
