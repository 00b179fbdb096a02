import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import { invalidateSuperUsers, type SuperUser } from './super-users';

export const REMOVE_SUPER_USER_FAILED = 'Failed to remove super admin privileges';

/** Demotes a super admin; the server refuses your own rights and the last super admin's. */
export function useRemoveSuperUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: Pick<SuperUser, 'id' | 'email'>) =>
      apiFetch(paths.api.superUser(user.id), { method: 'DELETE' }),
    onSuccess: (_, user) => {
      invalidateSuperUsers(queryClient);
      toast.success(`Super admin privileges removed from ${user.email}`);
    },
    onError: (error) => {
      const refusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
      toast.error(REMOVE_SUPER_USER_FAILED, refusal ? { description: error.message } : undefined);
    },
  });
}
