import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../../lib/api-client';
import { type Me, meQueryKey } from '../../../lib/me';

/** Removes the profile photo (the stored file too); initials show instead. */
export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ profilePhotoUrl: null }>('/api/me/photo', { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData<Me>(meQueryKey, (me) =>
        me ? { ...me, profile: { ...me.profile, profilePhotoUrl: null } } : me,
      );
      toast.success('Profile photo removed');
    },
    onError: () => {
      toast.error('Failed to remove photo');
    },
  });
}
