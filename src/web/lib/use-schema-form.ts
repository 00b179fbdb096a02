import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldsOf } from './fields-of';

/**
 * A form checked by the same schema as the server, with `field(name)` binding its InputFields (see
 * fieldsOf).
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  return { ...form, field: fieldsOf(form) };
}
