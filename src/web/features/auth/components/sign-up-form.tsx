import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, type SignUpInput, signUpInput } from '#domain/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { InputField, newPassword, ownEmail, passwordHint } from '#web/components/ui/form-field.tsx';
import { fieldsOf } from '#web/lib/fields-of.ts';

type SignUpFormProps = {
  onSubmit: (values: SignUpInput) => void;
  pending: boolean;
  autoFocus?: boolean;
  /** Prefills the address, e.g. the invited one. */
  defaultEmail?: string;
};

export function SignUpForm({ onSubmit, pending, autoFocus = false, defaultEmail = '' }: SignUpFormProps) {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpInput),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { handleSubmit, setFocus } = form;
  const field = fieldsOf(form);

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
