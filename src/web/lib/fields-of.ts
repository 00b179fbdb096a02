import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Binds a form's fields for InputField: `field('email')` is the registration of `email` with its
 * current validation message, so a field's name is written once.
 */
export function fieldsOf<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
) {
  return (name: Path<Values>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}
