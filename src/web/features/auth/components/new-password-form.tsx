import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type NewPasswordInput, newPasswordInput, PASSWORD_MIN_LENGTH } from '#domain/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';

type NewPasswordFormProps = {
  onSubmit: (values: NewPasswordInput) => void;
  pending: boolean;
};

/** New password and its confirmation (spec §5: 'Passwords do not match', minimum length). */
export function NewPasswordForm({ onSubmit, pending }: NewPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordInput),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => setFocus('password'), [setFocus]);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <FormField
        label="New password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        {(control) => (
          <Input {...control} {...register('password')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} {...register('confirmPassword')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <Button type="submit" loading={pending} className="w-full">
        {pending ? 'Updating password…' : 'Update Password'}
      </Button>
    </form>
  );
}
