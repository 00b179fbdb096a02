import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        // 16px on phones so iOS does not zoom into the field; the dense 14px from sm up.
        'flex h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm',
        'placeholder:text-muted-foreground transition-colors',
        'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
        'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/40',
        'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted',
        className,
      )}
      {...props}
    />
  );
}
