import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { adminQueryKey } from './admin-query-key';
import type { SuperUser } from './super-users';

export const ADD_SUPER_USER_FAILED = 'Failed to add super user';

/**
 * Promotes an existing user to super admin by email. The spec's refusals ('User not found. The user
 * must have an account first.', 'User is already a super admin') come back as the email field's message.
 */
export function useAddSuperUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<Pick<SuperUser, 'id' | 'email' | 'name'>>('/api/admin/super-users', {
        method: 'POST',
        body: { email },
      }),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'super-users'] });
      toast.success(`${user.email} is now a super admin`);
    },
    onError: (error) => {
      toast.error(
        error instanceof ApiError && error.fields?.email ? error.fields.email : ADD_SUPER_USER_FAILED,
      );
    },
  });
}
