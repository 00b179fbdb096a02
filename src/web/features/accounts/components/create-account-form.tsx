import { type ReactNode, useEffect } from 'react';
import { ACCOUNT_NAME_MAX, createAccountInput } from '#domain/schemas/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { InputField } from '#web/components/ui/form-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';

type CreateAccountFormProps = {
  onSubmit: (name: string) => void;
  pending: boolean;
  autoFocus?: boolean;
  /** e.g. the dialog's Cancel button, shown beside the submit button. */
  secondaryAction?: ReactNode;
  className?: string;
};

/** The account name form of /create-account and of the Create Account dialog (spec §5 messages). */
export function CreateAccountForm({
  onSubmit,
  pending,
  autoFocus = false,
  secondaryAction,
  className,
}: CreateAccountFormProps) {
  const { handleSubmit, setFocus, watch, field } = useSchemaForm(createAccountInput, { name: '' });

  useEffect(() => {
    if (autoFocus) setFocus('name');
  }, [autoFocus, setFocus]);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values.name))}
      className={cn('flex flex-col gap-4', className)}
    >
      <InputField
        label="Account name"
        count={{ length: watch('name').length, max: ACCOUNT_NAME_MAX }}
        hint="Usually your company's name. You can change it later."
        {...field('name')}
        autoComplete="organization"
        placeholder="e.g. Acme Holdings"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" loading={pending} className={secondaryAction ? undefined : 'w-full'}>
          {pending ? 'Creating account…' : 'Create Account'}
        </Button>
      </div>
    </form>
  );
}
