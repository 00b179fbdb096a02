import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A placeholder block; decorative, so screen readers skip it (the container announces loading). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/**
 * The container that announces loading: `label` is read once, then one Skeleton per class of
 * `lines` (in a column) and any placeholder drawn as children. `busy` marks a section of a page busy
 * (aria-busy) instead of making it a live status.
 */
export function LoadingStatus({
  label = 'Loading…',
  lines = [],
  busy = false,
  className,
  children,
}: {
  label?: string;
  lines?: readonly string[];
  busy?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div {...(busy ? { 'aria-busy': true } : { role: 'status' })} className={cn('flex flex-col', className)}>
      <span className="sr-only">{label}</span>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={index} className={line} />
      ))}
      {children}
    </div>
  );
}
