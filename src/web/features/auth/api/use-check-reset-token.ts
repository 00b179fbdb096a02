import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { toastInvalidResetLink } from '../utils/toast-invalid-reset-link';

type ResetTokenCheck = ResponseOf<Api['password-reset']['check']['$post']>;

/** Whether a reset token is still usable (POST /api/password-reset/check); asked once per token. */
export const resetTokenCheckQuery = (token: string) =>
  queryOptions({
    queryKey: ['password-reset-check', token],
    queryFn: ({ signal }) =>
      apiFetch<ResetTokenCheck>(paths.api.passwordResetCheck(), { method: 'POST', body: { token }, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/**
 * Asks the server whether the reset link's token is still usable, so the page can say so before the
 * user types a new password. Spec §4: an unusable link shows an error toast.
 */
export function useCheckResetToken(token: string | null) {
  const query = useQuery({ ...resetTokenCheckQuery(token ?? ''), enabled: Boolean(token) });

  const invalid = query.data?.valid === false;
  useEffect(() => {
    if (invalid) toastInvalidResetLink();
  }, [invalid]);

  return query;
}
