import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { apiFetch } from '../../../lib/api-client';
import { patchMyProfile } from '../../../lib/me';

/** Sets a password for a user who has none yet (spec §4: after accepting, when password_set_at is empty). */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch(paths.api.myPassword(), { method: 'POST', body: { password } }),
    onSuccess: () => {
      patchMyProfile(queryClient, { passwordSetAt: new Date().toISOString() });
      toast.success('Password set successfully!');
    },
    onError: () => {
      toast.error('Failed to set password');
    },
  });
}
