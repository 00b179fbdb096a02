import { Check, CircleAlert, RotateCw } from 'lucide-react';
import { resendVerificationInput } from '#domain/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { InputField, ownEmail } from '#web/components/ui/form-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { resendErrorMessage, useResendVerification } from '../api/use-resend-verification';

/**
 * The resend control of the verification page (spec states: pending, resending, success, error). When the
 * address is unknown (no ?email= and nothing stored) it asks for it.
 */
export function ResendVerification({ email }: { email: string | null }) {
  const resend = useResendVerification();
  const {
    handleSubmit,
    formState: { errors },
    field,
  } = useSchemaForm(resendVerificationInput, { email: email ?? '' });

  const submit = handleSubmit((values) => resend.mutate(values.email));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      {email === null ? (
        <InputField label="Email" {...field('email')} {...ownEmail} placeholder={undefined} />
      ) : (
        errors.email?.message && (
          <p className="text-xs font-medium text-destructive">{errors.email.message}</p>
        )
      )}
      <div className="flex flex-col gap-2">
        <Button type="submit" variant="outline" loading={resend.isPending} className="w-full">
          {resend.isPending ? (
            'Resending…'
          ) : (
            <>
              <RotateCw aria-hidden="true" />
              Resend verification email
            </>
          )}
        </Button>
        <div aria-live="polite" className="text-sm">
          {resend.isSuccess && (
            <p className="flex items-center gap-1.5 text-success-soft-foreground">
              <Check className="size-4" aria-hidden="true" />A new link is on its way. It can take a minute to
              arrive.
            </p>
          )}
          {resend.isError && (
            <p className="flex items-center gap-1.5 text-destructive">
              <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
              {resendErrorMessage(resend.error)}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
