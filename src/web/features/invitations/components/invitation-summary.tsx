import { roleLabels } from '#domain/roles.ts';
import { formatDate } from '#web/lib/format-date.ts';
import type { InvitationDetails } from '../api/invitation-details';

/** Which account, which role, for which address, until when. */
export function InvitationSummary({ invitation }: { invitation: InvitationDetails }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border border-border bg-muted/50 px-4 py-3 text-sm">
      <dt className="text-muted-foreground">Account</dt>
      <dd className="min-w-0 font-medium wrap-anywhere">{invitation.account.name}</dd>
      <dt className="text-muted-foreground">Role</dt>
      <dd>{roleLabels[invitation.role]}</dd>
      <dt className="text-muted-foreground">Email</dt>
      <dd className="min-w-0 break-all">{invitation.email}</dd>
      <dt className="text-muted-foreground">Expires</dt>
      <dd>{formatDate(invitation.expires_at)}</dd>
    </dl>
  );
}
