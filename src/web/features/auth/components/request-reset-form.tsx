import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type RequestPasswordResetInput, requestPasswordResetInput } from '#domain/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { InputField, ownEmail } from '#web/components/ui/form-field.tsx';

type RequestResetFormProps = {
  onSubmit: (values: RequestPasswordResetInput) => void;
  pending: boolean;
};

export function RequestResetForm({ onSubmit, pending }: RequestResetFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetInput),
    defaultValues: { email: '' },
  });

  useEffect(() => setFocus('email'), [setFocus]);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <InputField label="Email" error={errors.email?.message} {...register('email')} {...ownEmail} />
      <Button type="submit" loading={pending} className="w-full">
        {pending ? 'Sending…' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
