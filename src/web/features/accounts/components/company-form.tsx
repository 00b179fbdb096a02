import type { ReactNode } from 'react';
import { COMPANY_NAME_MAX, createCompanyInput, updateCompanyInput } from '#domain/schemas/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { InputField } from '#web/components/ui/form-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import type { CompanyValues } from '../api/use-create-company';

type Schema = typeof createCompanyInput | typeof updateCompanyInput;

type CompanyFormProps = {
  mode: 'create' | 'edit';
  defaultValues?: { name: string; websiteUrl: string | null };
  onSubmit: (values: CompanyValues) => void;
  pending: boolean;
  secondaryAction?: ReactNode;
};

/** Company name (required; the spec's create and edit messages differ) and website (optional). */
export function CompanyForm({ mode, defaultValues, onSubmit, pending, secondaryAction }: CompanyFormProps) {
  const schema: Schema = mode === 'create' ? createCompanyInput : updateCompanyInput;
  const { handleSubmit, watch, field } = useSchemaForm(schema, {
    name: defaultValues?.name ?? '',
    websiteUrl: defaultValues?.websiteUrl ?? '',
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Company name"
          count={{ length: watch('name').length, max: COMPANY_NAME_MAX }}
          {...field('name')}
          autoComplete="organization"
          placeholder="Acme Holdings Ltd"
        />
        <InputField
          label="Website"
          hint="Optional. https:// is added if missing."
          {...field('websiteUrl')}
          inputMode="url"
          autoComplete="url"
          placeholder="acme.com"
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" loading={pending}>
          {mode === 'create' ? 'Create Company' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
