import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A placeholder block; decorative, so screen readers skip it (the container announces loading). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
