import { withClasses } from '#web/lib/with-classes.tsx';

/** A multi-line text field with the same look and states as Input. */
export const Textarea = withClasses(
  'textarea',
  'flex min-h-20 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs sm:text-sm',
  'placeholder:text-muted-foreground transition-colors field-sizing-content',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/40',
  'disabled:cursor-not-allowed disabled:opacity-60',
);
