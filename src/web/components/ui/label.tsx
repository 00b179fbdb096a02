import { Label as LabelPrimitive } from 'radix-ui';
import { withClasses } from '#web/lib/with-classes.tsx';

export const Label = withClasses(
  LabelPrimitive.Root,
  'text-sm font-medium leading-none text-foreground select-none',
);
