import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

const alertVariants = cva(
  'flex gap-3 rounded-md border px-3 py-2.5 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      tone: {
        info: 'border-primary/20 bg-primary-soft text-primary-soft-foreground',
        success: 'border-success/25 bg-success-soft text-success-soft-foreground',
        warning: 'border-warning/25 bg-warning-soft text-warning-soft-foreground',
        error: 'border-destructive/25 bg-destructive-soft text-destructive-soft-foreground',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert };

/** An inline notice. Errors use role="alert" so they are announced when they appear. */
export function Alert({
  className,
  tone = 'info',
  children,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  const Icon = icons[tone ?? 'info'];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">{children}</div>
    </div>
  );
}
