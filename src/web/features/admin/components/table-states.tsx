import { Skeleton } from '../../../components/ui/skeleton';

/** Rows of placeholders while a tab's first page loads. */
export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-2 p-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}

/** Nothing to list: says whether the search or the data is empty. */
export function EmptyRows({ search, noun }: { search: string; noun: string }) {
  return (
    <p className="px-4 py-10 text-center text-sm text-muted-foreground">
      {search ? `No ${noun} match “${search}”.` : `No ${noun} yet.`}
    </p>
  );
}
