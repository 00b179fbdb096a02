import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { invalidateSuperUsers } from './super-users';

export const ADD_SUPER_USER_FAILED = 'Failed to add super user';

type Promoted = ResponseOf<Api['admin']['super-users']['$post']>;

/**
 * Promotes an existing user to super admin by email. The spec's refusals ('User not found. The user
 * must have an account first.', 'User is already a super admin') come back as the email field's message.
 */
export function useAddSuperUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<Promoted>(paths.api.superUsers(), { method: 'POST', body: { email } }),
    onSuccess: (user) => {
      invalidateSuperUsers(queryClient);
      toast.success(`${user.email} is now a super admin`);
    },
    onError: (error) => {
      toast.error(
        error instanceof ApiError && error.fields?.email ? error.fields.email : ADD_SUPER_USER_FAILED,
      );
    },
  });
}
