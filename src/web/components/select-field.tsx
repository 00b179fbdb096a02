import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField } from './ui/form-field';
import { OptionSelect } from './ui/select';

/** A FormField holding an OptionSelect bound to one field of a form, with that field's message. */
export function SelectField<Values extends FieldValues, Context, Output, Option extends string>({
  form,
  name,
  label,
  hint,
  options,
  labelOf,
  placeholder,
}: {
  form: UseFormReturn<Values, Context, Output>;
  name: Path<Values>;
  label: string;
  hint?: string;
  options: readonly Option[];
  labelOf?: (option: Option) => string;
  placeholder: string;
}) {
  return (
    <FormField label={label} error={form.getFieldState(name, form.formState).error?.message} hint={hint}>
      {(field) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field: { value, onChange } }) => (
            <OptionSelect
              {...field}
              value={value as Option | undefined}
              onValueChange={onChange}
              options={options}
              labelOf={labelOf}
              placeholder={placeholder}
            />
          )}
        />
      )}
    </FormField>
  );
}
