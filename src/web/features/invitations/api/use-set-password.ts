import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { patchMyProfile } from '#web/lib/me.ts';

/**
 * Sets a password for a user who has none yet (spec §4: after accepting, when password_set_at is
 * empty); a user who has one must give it as `currentPassword`.
 */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; currentPassword?: string }) =>
      apiFetch(paths.api.myPassword(), { method: 'POST', body: input }),
    onSuccess: () => {
      patchMyProfile(queryClient, { passwordSetAt: new Date().toISOString() });
      toast.success('Password set successfully!');
    },
    onError: () => {
      toast.error('Failed to set password');
    },
  });
}
