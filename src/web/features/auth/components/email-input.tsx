import type { ComponentProps } from 'react';
import { Input } from '#web/components/ui/input.tsx';

/** The email box of every identity form: the right keyboard on phones and the browser's autofill. */
export function EmailInput(props: ComponentProps<typeof Input>) {
  return (
    <Input type="email" inputMode="email" autoComplete="email" placeholder="you@company.com" {...props} />
  );
}
