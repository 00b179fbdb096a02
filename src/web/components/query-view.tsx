import type { ReactNode } from 'react';
import { LoadError } from './load-error';

type QueryLike<T> = { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * What a card or page shows for one query: the placeholder while it loads, the load error with
 * Retry, the empty state when the data is an empty list, then the data itself.
 */
export function QueryView<T>({
  query,
  loading,
  errorMessage,
  empty,
  children,
}: {
  query: QueryLike<T>;
  loading: ReactNode;
  errorMessage: string;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) return <LoadError message={errorMessage} onRetry={() => query.refetch()} />;
  const data = query.data as T;
  if (empty !== undefined && Array.isArray(data) && data.length === 0) return empty;
  return children(data);
}

/**
 * What a page shows for a query beside its data: the placeholder while it loads, the load error with
 * Retry when it failed with no data to keep showing; nothing once there is data.
 */
export function QueryStatus<T>({
  query,
  loading,
  errorMessage,
}: {
  query: QueryLike<T>;
  loading: ReactNode;
  errorMessage: string;
}) {
  if (query.isPending) return loading;
  if (query.isError && query.data === undefined) {
    return <LoadError message={errorMessage} onRetry={() => query.refetch()} />;
  }
  return null;
}
