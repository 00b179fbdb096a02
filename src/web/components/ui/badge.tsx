import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

// The tones are the spec's status bands: green, yellow, red, blue and grey, plus the accent.
const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      tone: {
        accent: 'bg-primary-soft text-primary-soft-foreground',
        green: 'bg-success-soft text-success-soft-foreground',
        yellow: 'bg-warning-soft text-warning-soft-foreground',
        red: 'bg-destructive-soft text-destructive-soft-foreground',
        blue: 'bg-info-soft text-info-soft-foreground',
        grey: 'bg-neutral-soft text-neutral-soft-foreground',
        outline: 'border border-border text-foreground',
      },
    },
    defaultVariants: { tone: 'grey' },
  },
);

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
