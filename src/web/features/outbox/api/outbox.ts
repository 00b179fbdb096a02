import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

export type OutboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  link: string | null;
  createdAt: string;
};

/**
 * Mail captured by the embedded mail transport (GET /api/outbox, newest first). A deployed instance with
 * SMTP answers 404; the page then says the outbox is off rather than showing an error.
 */
export function useOutbox() {
  return useQuery({
    queryKey: ['outbox'],
    queryFn: ({ signal }) => apiFetch<{ messages: OutboxMessage[] }>('/api/outbox', { signal }),
    select: (data) => data.messages,
    staleTime: 0,
  });
}

export function isOutboxDisabled(error: unknown) {
  return error instanceof ApiError && error.status === 404;
}
