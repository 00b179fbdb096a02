import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SignUpInput } from '#domain/schemas/auth.ts';
import { paths } from '#web/app/paths.ts';
import { authClient } from '#web/lib/auth-client.ts';
import { messageOr, unwrapAuth } from '#web/lib/auth-error.ts';
import { storageKeys, writeSessionValue } from '#web/lib/keel-storage.ts';

/**
 * Create an account. Spec §4: sets the pending-signup marker and the email in session storage, so the
 * verification page knows the address and a later sign-in goes through /email-verification.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await unwrapAuth(
        authClient.signUp.email({
          email: input.email,
          password: input.password,
          name: '',
          callbackURL: paths.emailVerification({ verified: '1' }),
        }),
      );
      writeSessionValue(storageKeys.pendingSignup, 'true');
      writeSessionValue(storageKeys.pendingSignupEmail, input.email);
      return input.email;
    },
    onError: (error) => {
      toast.error(messageOr(error, 'Failed to sign up'));
    },
  });
}
