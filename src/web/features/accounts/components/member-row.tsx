import { Trash2 } from 'lucide-react';
import { type AccountRole, type AssignableRole, assignableRoles, roleLabels } from '#domain/roles.ts';
import { DisabledReason } from '#web/components/disabled-reason.tsx';
import { ConfirmDialog } from '#web/components/ui/alert-dialog.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { initialsOf } from '#web/lib/initials.ts';
import type { Member } from '../api/members';
import type { MemberPermissions } from '../utils/member-permissions';

function roleTone(role: AccountRole) {
  return role === 'owner' ? 'accent' : role === 'admin' ? 'blue' : 'grey';
}

type MemberRowProps = {
  member: Member;
  isViewer: boolean;
  accountName: string;
  permissions: MemberPermissions;
  onChangeRole: (role: AssignableRole) => void;
  onRemove: () => void;
  busy: boolean;
};

/** One user in the Users list: who they are, their role, and the controls the viewer may use. */
export function MemberRow({
  member,
  isViewer,
  accountName,
  permissions,
  onChangeRole,
  onRemove,
  busy,
}: MemberRowProps) {
  const displayName = member.name || member.email;

  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar src={member.profilePhotoUrl} fallback={initialsOf(member)} />
        <div className="min-w-0">
          <p className="truncate font-medium">
            {displayName}
            {isViewer && <span className="font-normal text-muted-foreground"> (you)</span>}
          </p>
          {member.name && <p className="truncate text-sm text-muted-foreground">{member.email}</p>}
        </div>
      </div>
      {permissions.showControls ? (
        <div className="flex items-center gap-2 pl-12 sm:pl-0">
          <DisabledReason reason={permissions.roleChangeRefusal}>
            <Select
              value={member.role}
              onValueChange={(value) => onChangeRole(value as AssignableRole)}
              disabled={busy || permissions.roleChangeRefusal !== null}
            >
              <SelectTrigger size="sm" className="w-28" aria-label={`Role of ${displayName}`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {member.role === 'owner' && (
                  <SelectItem value="owner" disabled>
                    {roleLabels.owner}
                  </SelectItem>
                )}
                {assignableRoles.map((role) => (
                  <SelectItem key={role} value={role}>
                    {roleLabels[role]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </DisabledReason>
          <DisabledReason reason={permissions.removalRefusal}>
            <ConfirmDialog
              trigger={
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-muted-foreground enabled:hover:text-destructive"
                  disabled={busy || permissions.removalRefusal !== null}
                >
                  <Trash2 aria-hidden="true" />
                  <span className="sr-only">Remove {displayName}</span>
                </Button>
              }
              title={`Remove ${displayName}?`}
              description={`They lose access to ${accountName} at once. You can invite them again later.`}
              confirmLabel="Remove User"
              onConfirm={onRemove}
            />
          </DisabledReason>
        </div>
      ) : (
        <div className="pl-12 sm:pl-0">
          <Badge tone={roleTone(member.role)}>{roleLabels[member.role]}</Badge>
        </div>
      )}
    </li>
  );
}
