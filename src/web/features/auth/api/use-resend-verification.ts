import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { authClient } from '#web/lib/auth-client.ts';
import { rateLimitMessageOr, unwrapAuth } from '#web/lib/auth-error.ts';

/** What a refused resend says, in the toast and beside the button alike (a limit says when to retry). */
export function resendErrorMessage(error: unknown) {
  return rateLimitMessageOr(error, 'Failed to resend email');
}

/** Send the verification mail again (spec: 'Verification email resent! Check your inbox.'). */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      unwrapAuth(
        authClient.sendVerificationEmail({ email, callbackURL: paths.emailVerification({ verified: '1' }) }),
      ),
    onSuccess: () => {
      toast.success('Verification email resent! Check your inbox.');
    },
    onError: (error) => {
      toast.error(resendErrorMessage(error));
    },
  });
}
