import { useEffect } from 'react';
import { PASSWORD_MIN_LENGTH, type SignUpInput, signUpInput } from '#domain/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { InputField, newPassword, ownEmail, passwordHint } from '#web/components/ui/form-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';

type SignUpFormProps = {
  onSubmit: (values: SignUpInput) => void;
  pending: boolean;
  autoFocus?: boolean;
  /** Prefills the address, e.g. the invited one. */
  defaultEmail?: string;
};

export function SignUpForm({ onSubmit, pending, autoFocus = false, defaultEmail = '' }: SignUpFormProps) {
  const { handleSubmit, setFocus, field } = useSchemaForm(signUpInput, { email: defaultEmail, password: '' });

  useEffect(() => {
    if (autoFocus) setFocus(defaultEmail ? 'password' : 'email');
  }, [autoFocus, setFocus, defaultEmail]);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <InputField label="Work email" {...field('email')} {...ownEmail} />
      <InputField
        label="Password"
        hint={passwordHint}
        {...field('password')}
        {...newPassword}
        minLength={PASSWORD_MIN_LENGTH}
      />
      <Button type="submit" loading={pending} className="w-full">
        {pending ? 'Creating account…' : 'Sign Up'}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        We will email you a link to confirm the address before you can sign in.
      </p>
    </form>
  );
}
