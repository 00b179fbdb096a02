import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { authClient } from '#web/lib/auth-client.ts';
import { AuthError, rateLimitMessageOr, unwrapAuth } from '#web/lib/auth-error.ts';
import { toastInvalidResetLink } from '../utils/toast-invalid-reset-link';

/** Better Auth answers 400 INVALID_TOKEN for an unknown, used or expired reset token. */
export function isInvalidResetToken(error: unknown) {
  return error instanceof AuthError && error.code === 'INVALID_TOKEN';
}

/** Set a new password with the token from the reset link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      unwrapAuth(authClient.resetPassword({ token: input.token, newPassword: input.newPassword })),
    onSuccess: () => {
      toast.success('Password updated successfully! You can now sign in with your new password.');
    },
    onError: (error) => {
      if (isInvalidResetToken(error)) toastInvalidResetLink();
      else toast.error(rateLimitMessageOr(error, 'Failed to update password'));
    },
  });
}
