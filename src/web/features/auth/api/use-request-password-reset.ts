import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { authClient } from '../../../lib/auth-client';
import { rateLimitMessageOr, unwrapAuth } from '../../../lib/auth-error';

/** Mail a reset link. The server answers the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      unwrapAuth(authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword() })),
    onSuccess: () => {
      toast.success('Password reset email sent! Check your inbox for further instructions.');
    },
    onError: (error) => {
      toast.error(rateLimitMessageOr(error, 'Failed to send reset email'));
    },
  });
}
