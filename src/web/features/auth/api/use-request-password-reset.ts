import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { authClient } from '#web/lib/auth-client.ts';
import { rateLimitMessageOr, unwrapAuth } from '#web/lib/auth-error.ts';

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
