import { useEffect } from 'react';
import { type NewPasswordInput, newPasswordInput } from '#domain/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { InputField, newPassword, passwordHint } from '#web/components/ui/form-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';

type NewPasswordFormProps = {
  onSubmit: (values: NewPasswordInput) => void;
  pending: boolean;
};

/** New password and its confirmation (spec §5: 'Passwords do not match', minimum length). */
export function NewPasswordForm({ onSubmit, pending }: NewPasswordFormProps) {
  const { handleSubmit, setFocus, field } = useSchemaForm(newPasswordInput, {
    password: '',
    confirmPassword: '',
  });

  useEffect(() => setFocus('password'), [setFocus]);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <InputField label="New password" hint={passwordHint} {...field('password')} {...newPassword} />
      <InputField label="Confirm new password" {...field('confirmPassword')} {...newPassword} />
      <Button type="submit" loading={pending} className="w-full">
        {pending ? 'Updating password…' : 'Update Password'}
      </Button>
    </form>
  );
}
