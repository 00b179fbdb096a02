import { useEffect } from 'react';
import { type RequestPasswordResetInput, requestPasswordResetInput } from '#domain/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { InputField, ownEmail } from '#web/components/ui/form-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';

type RequestResetFormProps = {
  onSubmit: (values: RequestPasswordResetInput) => void;
  pending: boolean;
};

export function RequestResetForm({ onSubmit, pending }: RequestResetFormProps) {
  const { handleSubmit, setFocus, field } = useSchemaForm(requestPasswordResetInput, { email: '' });

  useEffect(() => setFocus('email'), [setFocus]);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <InputField label="Email" {...field('email')} {...ownEmail} />
      <Button type="submit" loading={pending} className="w-full">
        {pending ? 'Sending…' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
