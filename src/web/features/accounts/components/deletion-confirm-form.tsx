import { type FormEvent, useState } from 'react';
import { accountMessages } from '#domain/schemas/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';

type DeletionConfirmFormProps = {
  /** The code the server issued; the user must type it exactly. */
  code: string;
  onConfirm: (typed: string) => void;
  pending: boolean;
  /** A refusal from the server (e.g. the code expired), shown like a local mismatch. */
  serverError?: string | undefined;
  onCancel: () => void;
};

/** Spec §5: type the random 12-character code exactly, else 'Confirmation text does not match'. */
export function DeletionConfirmForm({
  code,
  onConfirm,
  pending,
  serverError,
  onCancel,
}: DeletionConfirmFormProps) {
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (typed !== code) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    onConfirm(typed);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <p className="text-sm">Type this code to confirm:</p>
        <p
          className="rounded-md border border-border bg-muted px-3 py-2 text-center font-mono text-lg font-semibold tracking-[0.2em] select-all"
          data-testid="deletion-code"
        >
          {code}
        </p>
      </div>
      <FormField
        label="Confirmation code"
        error={mismatch ? accountMessages.confirmationMismatch : serverError}
      >
        {(control) => (
          <Input
            {...control}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setMismatch(false);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono tracking-widest"
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" loading={pending}>
          Delete Account
        </Button>
      </div>
    </form>
  );
}
