import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from './ui/form-field';
import { OptionSelect } from './ui/select';

/** A FormField holding an OptionSelect bound to one field of a react-hook-form form. */
export function SelectField<Values extends FieldValues, Context, Output, Option extends string>({
  control,
  name,
  label,
  error,
  hint,
  options,
  labelOf,
  placeholder,
}: {
  control: Control<Values, Context, Output>;
  name: Path<Values>;
  label: string;
  error: string | undefined;
  hint?: string;
  options: readonly Option[];
  labelOf?: (option: Option) => string;
  placeholder: string;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(field) => (
        <Controller
          control={control}
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
