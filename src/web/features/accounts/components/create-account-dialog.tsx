import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogCancel, DialogFrame, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { useCreateAccount } from '../api/use-create-account';
import { CreateAccountForm } from './create-account-form';

/** The Create Account dialog of 'My Accounts': the same flow as /create-account, staying on the list. */
export function CreateAccountDialog({ trigger }: { trigger?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const create = useCreateAccount();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <Plus aria-hidden="true" />
            Create Account
          </Button>
        )}
      </DialogTrigger>
      <DialogFrame
        title="Create Account"
        description="A separate workspace with its own company, users and data room. You will be its owner."
      >
        {open && (
          <CreateAccountForm
            autoFocus
            pending={create.isPending}
            onSubmit={(name) => create.mutate(name, { onSuccess: () => setOpen(false) })}
            secondaryAction={<DialogCancel />}
          />
        )}
      </DialogFrame>
    </Dialog>
  );
}
