import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '#web/components/load-error.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LoadingStatus } from '#web/components/ui/skeleton.tsx';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '#web/components/ui/table.tsx';
import { useSearchTerm } from '../hooks/use-search-term';
import { SearchBox } from './search-box';

/** Rows of placeholders while a tab's first page loads. */
export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <LoadingStatus
      label={label}
      className="gap-2 p-4"
      lines={Array.from({ length: rows }, () => 'h-8 w-full')}
    />
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

type ListQuery<T> = {
  data: T[] | undefined;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * A tab's searchable list: the spec's load error, a skeleton on first load, the empty state, or
 * the rows (rendered by the caller).
 */
export function SearchResults<T>(props: {
  query: ListQuery<T>;
  search: string;
  noun: string;
  errorMessage: string;
  loadingLabel: string;
  skeletonRows?: number;
  children: (rows: T[]) => ReactNode;
}) {
  const { query } = props;
  if (query.isError && !query.data) {
    return <LoadError message={props.errorMessage} onRetry={() => query.refetch()} />;
  }
  return (
    <Card aria-busy={query.isFetching || undefined}>
      {!query.data ? (
        <TableSkeleton label={props.loadingLabel} rows={props.skeletonRows} />
      ) : query.data.length === 0 ? (
        <EmptyRows search={props.search} noun={props.noun} />
      ) : (
        props.children(query.data)
      )}
    </Card>
  );
}

/** '1 account', '12 accounts'; nothing until the list has loaded. */
export function ResultCount({ count, one, many }: { count: number | undefined; one: string; many: string }) {
  if (count === undefined) return null;
  return <p className="text-sm text-muted-foreground">{count === 1 ? `1 ${one}` : `${count} ${many}`}</p>;
}

/**
 * A tab's whole searchable table: the search box with its count (and the tab's own actions), the
 * states of SearchResults, and a labelled table whose last column holds each row's actions.
 */
export function SearchableTable<T, Key extends QueryKey>(props: {
  /** The list's query for the debounced search text, e.g. `superUsersQuery`. */
  listQuery: (search: string) => UseQueryOptions<T[], Error, T[], Key>;
  searchLabel: string;
  placeholder: string;
  one: string;
  many: string;
  /** Controls beside the count, e.g. "Create Question". */
  actions?: ReactNode;
  errorMessage: string;
  loadingLabel: string;
  skeletonRows?: number;
  tableLabel: string;
  /** The header cells before the Actions column. */
  head: ReactNode;
  /** The table's rows. */
  children: (rows: T[]) => ReactNode;
}) {
  const term = useSearchTerm();
  const query = useQuery(props.listQuery(term.debounced));
  const count = <ResultCount count={query.data?.length} one={props.one} many={props.many} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          label={props.searchLabel}
          placeholder={props.placeholder}
          value={term.search}
          onChange={term.setSearch}
        />
        {props.actions ? (
          <div className="flex items-center gap-3">
            {count}
            {props.actions}
          </div>
        ) : (
          count
        )}
      </div>
      <SearchResults
        query={query}
        search={term.debounced}
        noun={props.many}
        errorMessage={props.errorMessage}
        loadingLabel={props.loadingLabel}
        skeletonRows={props.skeletonRows}
      >
        {(rows) => (
          <Table aria-label={props.tableLabel}>
            <TableHeader>
              <TableRow>
                {props.head}
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>{props.children(rows)}</TableBody>
          </Table>
        )}
      </SearchResults>
    </div>
  );
}
