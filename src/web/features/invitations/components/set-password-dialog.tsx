import { passwordFormInput } from '#domain/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogFooter, DialogFrame } from '#web/components/ui/dialog.tsx';
import { InputField, newPassword, passwordHint } from '#web/components/ui/form-field.tsx';
import { useMe } from '#web/lib/me.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useSetPassword } from '../api/use-set-password';

type SetPasswordDialogProps = {
  open: boolean;
  onDone: (outcome: 'set' | 'skipped') => void;
};

/** Spec §4: offered after accepting an invitation when the profile has no password yet. */
export function SetPasswordDialog({ open, onDone }: SetPasswordDialogProps) {
  const setPassword = useSetPassword();
  // A user who already has a password must confirm it: a session alone cannot replace it.
  const hasPassword = Boolean(useMe().data?.profile.passwordSetAt);
  const { handleSubmit, field } = useSchemaForm(passwordFormInput(hasPassword), {
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDone('skipped')}>
      <DialogFrame
        hideClose
        title="Set Your Password"
        description="Choose a password so you can sign in with your email next time."
      >
        <form
          noValidate
          onSubmit={handleSubmit((values) =>
            setPassword.mutate(
              {
                password: values.password,
                ...(hasPassword ? { currentPassword: values.currentPassword } : {}),
              },
              { onSuccess: () => onDone('set') },
            ),
          )}
          className="flex flex-col gap-4"
        >
          {hasPassword && (
            <InputField
              label="Current password"
              {...field('currentPassword')}
              type="password"
              autoComplete="current-password"
            />
          )}
          <InputField label="Password" hint={passwordHint} {...field('password')} {...newPassword} />
          <InputField label="Confirm password" {...field('confirmPassword')} {...newPassword} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onDone('skipped')} disabled={setPassword.isPending}>
              Skip for Now
            </Button>
            <Button type="submit" loading={setPassword.isPending}>
              Set Password
            </Button>
          </DialogFooter>
        </form>
      </DialogFrame>
    </Dialog>
  );
}
