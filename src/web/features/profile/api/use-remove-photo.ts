import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { apiFetch } from '../../../lib/api-client';
import { patchMyProfile } from '../../../lib/me';

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
