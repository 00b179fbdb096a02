/**
 * Placeholder until the search issue lands its panel here (branch h11-search replaces this file).
 * It says plainly that search is not there yet rather than showing a box that does nothing.
 */
export function VectorSearchPanel({ accountId }: { accountId: string }) {
  return (
    <p
      className="rounded-md border border-border p-4 text-sm text-muted-foreground"
      data-account-id={accountId}
    >
      Document search is not available yet.
    </p>
  );
}
