import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { UpdateProfileInput } from '../../../../domain/schemas/profile';
import { apiFetch } from '../../../lib/api-client';
import { type Me, meQueryKey } from '../../../lib/me';

/** Saves full name and initials (empty becomes null, initials uppercased by the shared schema). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      apiFetch<Me>('/api/me/profile', { method: 'PATCH', body: input }),
    onSuccess: (me) => {
      queryClient.setQueryData<Me>(meQueryKey, me);
      toast.success('Profile updated successfully');
    },
    onError: () => {
      toast.error('Failed to save profile');
    },
  });
}
