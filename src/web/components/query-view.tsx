import { type ComponentProps, isValidElement, type ReactElement, type ReactNode } from 'react';
import { LoadError } from './load-error';
import { LoadingStatus } from './ui/skeleton';

type QueryLike<T> = { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * The placeholder while a query loads: LoadingStatus's props (its label and skeleton lines), or an
 * element for a placeholder drawn by hand.
 */
type Loading = ComponentProps<typeof LoadingStatus> | ReactElement;

function placeholder(loading: Loading) {
  return isValidElement(loading) ? loading : <LoadingStatus {...loading} />;
}

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
  loading: Loading;
  errorMessage: string;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return placeholder(loading);
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
  loading: Loading;
  errorMessage: string;
}) {
  if (query.isPending) return placeholder(loading);
  if (query.isError && query.data === undefined) {
    return <LoadError message={errorMessage} onRetry={() => query.refetch()} />;
  }
  return null;
}
