import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PasswordResetCheckResult } from '../../../../domain/schemas/auth';
import { apiFetch } from '../../../lib/api-client';
import { toastInvalidResetLink } from '../utils/toast-invalid-reset-link';

/**
 * Asks the server whether a reset token is still usable (POST /api/password-reset/check), so the page can
 * say so before the user types a new password. Spec §4: an unusable link shows an error toast.
 */
export function useCheckResetToken(token: string | null) {
  const query = useQuery({
    queryKey: ['password-reset-check', token],
    queryFn: ({ signal }) =>
      apiFetch<PasswordResetCheckResult>('/api/password-reset/check', {
        method: 'POST',
        body: { token },
        signal,
      }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  const invalid = query.data?.valid === false;
  useEffect(() => {
    if (invalid) toastInvalidResetLink();
  }, [invalid]);

  return query;
}
