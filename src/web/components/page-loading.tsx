import { Skeleton } from './ui/skeleton';

/** Shown while a page's code or its first data loads; announced once to screen readers. */
export function PageLoading({ variant = 'card' }: { variant?: 'card' | 'page' }) {
  return (
    <div role="status" aria-live="polite" className="w-full">
      <span className="sr-only">Loading…</span>
      {variant === 'card' ? (
        <div className="mx-auto w-full max-w-md rounded-lg border border-border bg-card p-6">
          <Skeleton className="h-6 w-2/5" />
          <Skeleton className="mt-3 h-4 w-4/5" />
          <Skeleton className="mt-8 h-9 w-full" />
          <Skeleton className="mt-4 h-9 w-full" />
          <Skeleton className="mt-6 h-9 w-full" />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-4 h-32 w-full" />
        </div>
      )}
    </div>
  );
}
