import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { assignableRoles, roleLabels } from '#domain/roles.ts';
import { sendInvitationInput } from '#domain/schemas/accounts.ts';
import { SelectField } from '#web/components/select-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogCancel,
  DialogFooter,
  DialogFrame,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { InputField, someoneElsesEmail } from '#web/components/ui/form-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useSendInvitation } from '../api/use-send-invitation';

/** Spec §2 Invite User: an email and a role (User or Admin); the invitee gets a link valid for 7 days. */
export function InviteUserDialog({ accountId, accountName }: { accountId: string; accountName: string }) {
  const [open, setOpen] = useState(false);
  const send = useSendInvitation(accountId);
  const form = useSchemaForm(sendInvitationInput, { email: '', role: 'member' });
  const { handleSubmit, reset, field } = form;

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) reset();
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Invite User
        </Button>
      </DialogTrigger>
      <DialogFrame
        title="Invite User"
        description={`We email them a link to join ${accountName}. The link works for 7 days.`}
      >
        <form
          noValidate
          onSubmit={handleSubmit((values) => send.mutate(values, { onSuccess: () => changeOpen(false) }))}
          className="flex flex-col gap-4"
        >
          <InputField label="Email" {...field('email')} {...someoneElsesEmail} />
          <SelectField
            form={form}
            name="role"
            label="Role"
            hint="Admins can invite users, edit the company and manage roles."
            options={assignableRoles}
            labelOf={(role) => roleLabels[role]}
            placeholder="Select a role"
          />
          <DialogFooter>
            <DialogCancel />
            <Button type="submit" loading={send.isPending}>
              Send Invitation
            </Button>
          </DialogFooter>
        </form>
      </DialogFrame>
    </Dialog>
  );
}
