import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { accountMessages } from '#domain/schemas/accounts.ts';
import { paths } from '#web/app/paths.ts';
import { LoadError } from '#web/components/load-error.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { LoadingStatus } from '#web/components/ui/skeleton.tsx';
import { isConfirmationMismatch, useDeleteAccount } from '../api/use-delete-account';
import { useIssueDeletionCode } from '../api/use-issue-deletion-code';
import { DeletionConfirmForm } from './deletion-confirm-form';

type DeleteAccountDialogProps = {
  accountId: string;
  accountName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Fetches a fresh deletion code each time it opens, then deletes once the owner typed it. */
export function DeleteAccountDialog({
  accountId,
  accountName,
  open,
  onOpenChange,
}: DeleteAccountDialogProps) {
  const issue = useIssueDeletionCode(accountId);
  const navigate = useNavigate();
  const remove = useDeleteAccount(accountId, {
    onDeleted: () => {
      onOpenChange(false);
      navigate(paths.accounts(), { replace: true });
    },
  });
  const { mutate: issueCode, reset: resetCode } = issue;

  // One fresh code per opening (a ref, so a re-run effect cannot issue a second code that replaces it).
  const issued = useRef(false);
  useEffect(() => {
    if (open && !issued.current) {
      issued.current = true;
      issueCode();
    }
    if (!open) {
      issued.current = false;
      resetCode();
    }
  }, [open, issueCode, resetCode]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {accountName}?</DialogTitle>
          <DialogDescription>
            This permanently deletes the account, its company, answers, data room files and memberships for
            everyone. It cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {issue.isPending || issue.isIdle ? (
          <LoadingStatus
            label="Preparing the confirmation code…"
            className="gap-3"
            lines={['h-11 w-full', 'h-9 w-full']}
          />
        ) : issue.isError ? (
          <LoadError message="Failed to prepare the confirmation code" onRetry={() => issueCode()} />
        ) : (
          <DeletionConfirmForm
            key={issue.data.code}
            code={issue.data.code}
            pending={remove.isPending}
            serverError={
              isConfirmationMismatch(remove.error) ? accountMessages.confirmationMismatch : undefined
            }
            onCancel={() => onOpenChange(false)}
            onConfirm={(typed) => remove.mutate(typed)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
