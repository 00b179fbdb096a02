import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { UpdateProfileInput } from '../../../../domain/schemas/profile';
import { paths } from '../../../app/paths';
import { apiFetch } from '../../../lib/api-client';
import type { Api, ResponseOf } from '../../../lib/api-types';
import { meQuery } from '../../../lib/me';

type UpdatedMe = ResponseOf<Api['me']['profile']['$patch']>;

/** Saves full name and initials (empty becomes null, initials uppercased by the shared schema). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      apiFetch<UpdatedMe>(paths.api.myProfile(), { method: 'PATCH', body: input }),
    onSuccess: (me) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      toast.success('Profile updated successfully');
    },
    onError: () => {
      toast.error('Failed to save profile');
    },
  });
}
