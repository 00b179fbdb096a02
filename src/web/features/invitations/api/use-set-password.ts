import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../../lib/api-client';
import { type Me, meQueryKey } from '../../auth/api/use-me';

/**
 * Sets a password for a user who has none yet (spec §4: after accepting, when password_set_at is
 * empty); a user who has one must give it as `currentPassword`.
 */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; currentPassword?: string }) =>
      apiFetch<{ passwordSet: true }>('/api/me/password', { method: 'POST', body: input }),
    onSuccess: () => {
      queryClient.setQueryData<Me>(meQueryKey, (me) =>
        me ? { ...me, profile: { ...me.profile, passwordSetAt: new Date().toISOString() } } : me,
      );
      toast.success('Password set successfully!');
    },
    onError: () => {
      toast.error('Failed to set password');
    },
  });
}
