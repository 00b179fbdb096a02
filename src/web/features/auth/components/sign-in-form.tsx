import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { type SignInInput, signInInput } from '#domain/schemas/auth.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { InputField, ownEmail } from '#web/components/ui/form-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';

type SignInFormProps = {
  onSubmit: (values: SignInInput) => void;
  pending: boolean;
  autoFocus?: boolean;
  /** Shown above the submit button, e.g. the "verify your email first" notice. */
  notice?: ReactNode;
};

export function SignInForm({ onSubmit, pending, autoFocus = false, notice }: SignInFormProps) {
  const { handleSubmit, setFocus, field } = useSchemaForm(signInInput, { email: '', password: '' });

  // Focus through the form library rather than autoFocus, so switching tabs never steals focus.
  useEffect(() => {
    if (autoFocus) setFocus('email');
  }, [autoFocus, setFocus]);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <InputField label="Email" {...field('email')} {...ownEmail} />
      <div className="flex flex-col gap-2">
        <InputField label="Password" {...field('password')} type="password" autoComplete="current-password" />
        <Link
          to={paths.resetPassword()}
          className="self-end rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Forgot your password?
        </Link>
      </div>
      {notice}
      <Button type="submit" loading={pending} className="w-full">
        {pending ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
