import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { UpdateProfileInput } from '#domain/schemas/profile.ts';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { meQuery } from '#web/lib/me.ts';

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
