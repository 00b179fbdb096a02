import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { authClient, forgetSession } from '#web/lib/auth-client.ts';
import { clearKeelStorage } from '#web/lib/keel-storage.ts';

/**
 * Spec §2 Sign Out: clear stored auth data, sign out globally (every session of this user), and go to
 * /auth even when the server refuses or cannot be reached (401/403/404 and failures are ignored).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);

  async function signOut() {
    setIsSigningOut(true);
    clearKeelStorage();
    try {
      await authClient.revokeSessions();
      await authClient.signOut();
    } catch {
      // Ignored on purpose: the user asked to leave, and leaves.
    }
    // Leave the signed-in routes before the session disappears, so their guard does not redirect first.
    navigate(paths.auth(), { replace: true });
    forgetSession();
    queryClient.clear();
    // Again: the revoked session's refetch may have let the route guard remember an origin meanwhile.
    clearKeelStorage();
  }

  return { signOut, isSigningOut };
}
