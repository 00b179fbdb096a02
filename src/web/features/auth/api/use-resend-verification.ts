import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { authClient } from '../../../lib/auth-client';
import { rateLimitMessageOr, unwrapAuth } from '../../../lib/auth-error';

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
      toast.error(rateLimitMessageOr(error, 'Failed to resend email'));
    },
  });
}
