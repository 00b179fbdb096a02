import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { assignableRoles, roleLabels } from '#domain/roles.ts';
import { sendInvitationInput } from '#domain/schemas/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { OptionSelect } from '#web/components/ui/select.tsx';
import { useSendInvitation } from '../api/use-send-invitation';

type Values = z.input<typeof sendInvitationInput>;

/** Spec §2 Invite User: an email and a role (User or Admin); the invitee gets a link valid for 7 days. */
export function InviteUserDialog({ accountId, accountName }: { accountId: string; accountName: string }) {
  const [open, setOpen] = useState(false);
  const send = useSendInvitation(accountId);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof sendInvitationInput>>({
    resolver: zodResolver(sendInvitationInput),
    defaultValues: { email: '', role: 'member' },
  });

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
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite User</DialogTitle>
          <DialogDescription>
            We email them a link to join {accountName}. The link works for 7 days.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={handleSubmit((values) => send.mutate(values, { onSuccess: () => changeOpen(false) }))}
          className="flex flex-col gap-4"
        >
          <FormField label="Email" error={errors.email?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('email')}
                type="email"
                inputMode="email"
                autoComplete="off"
                placeholder="name@company.com"
              />
            )}
          </FormField>
          <FormField
            label="Role"
            error={errors.role?.message}
            hint="Admins can invite users, edit the company and manage roles."
          >
            {(field) => (
              <Controller
                control={control}
                name="role"
                render={({ field: { value, onChange } }) => (
                  <OptionSelect
                    {...field}
                    value={value}
                    onValueChange={onChange}
                    options={assignableRoles}
                    labelOf={(role) => roleLabels[role]}
                    placeholder="Select a role"
                  />
                )}
              />
            )}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" loading={send.isPending}>
              Send Invitation
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
