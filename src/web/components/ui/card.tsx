import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { withClasses } from '#web/lib/with-classes.tsx';

/** A surface with a border; the header/content/footer parts keep spacing consistent across pages. */
export const Card = withClasses(
  'div',
  'rounded-lg border border-border bg-card text-card-foreground shadow-xs',
);

export const CardHeader = withClasses('div', 'flex flex-col gap-1.5 p-6 pb-0');

/** Renders an h2 by default; pass `asHeading="h1"` when the card is the page's main content. */
export function CardTitle({
  className,
  asHeading: Heading = 'h2',
  ...props
}: ComponentProps<'h2'> & { asHeading?: 'h1' | 'h2' | 'h3' }) {
  return (
    <Heading className={cn('text-lg font-semibold leading-tight tracking-tight', className)} {...props} />
  );
}

export const CardDescription = withClasses('p', 'text-sm text-muted-foreground');

export const CardContent = withClasses('div', 'p-6');

export const CardFooter = withClasses('div', 'flex items-center gap-2 border-t border-border px-6 py-4');
