import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SignInInput } from '#domain/schemas/auth.ts';
import { authClient, refreshSession } from '#web/lib/auth-client.ts';
import { AuthError, messageOr, unwrapAuth } from '#web/lib/auth-error.ts';

/** Sign in with email and password; the sign-in page moves on once the session is loaded. */
export function useSignIn() {
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await unwrapAuth(authClient.signIn.email({ email: input.email, password: input.password }));
      await refreshSession();
    },
    onSuccess: () => {
      toast.success('Signed in successfully');
    },
    onError: (error) => {
      toast.error(messageOr(error, 'Failed to sign in'));
    },
  });
}

/** Better Auth refuses unverified users with 403 EMAIL_NOT_VERIFIED; the page then offers verification. */
export function isEmailNotVerified(error: unknown) {
  return error instanceof AuthError && error.code === 'EMAIL_NOT_VERIFIED';
}
