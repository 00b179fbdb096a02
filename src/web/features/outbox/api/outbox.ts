import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type Outbox = ResponseOf<Api['outbox']['$get']>;
export type OutboxMessage = Outbox['messages'][number];

/**
 * Mail captured by the embedded mail transport (GET /api/outbox, newest first). A deployed instance with
 * SMTP answers 404; the page then says the outbox is off rather than showing an error.
 */
export const outboxQuery = queryOptions({
  queryKey: ['outbox'],
  queryFn: async ({ signal }) => (await apiFetch<Outbox>(paths.api.outbox(), { signal })).messages,
  staleTime: 0,
});

export function useOutbox() {
  return useQuery(outboxQuery);
}

export function isOutboxDisabled(error: unknown) {
  return error instanceof ApiError && error.status === 404;
}
