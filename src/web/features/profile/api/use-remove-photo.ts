import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { patchMyProfile } from '#web/lib/me.ts';

/** Removes the profile photo (the stored file too); initials show instead. */
export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(paths.api.myPhoto(), { method: 'DELETE' }),
    onSuccess: () => {
      patchMyProfile(queryClient, { profilePhotoUrl: null });
      toast.success('Profile photo removed');
    },
    onError: () => {
      toast.error('Failed to remove photo');
    },
  });
}
