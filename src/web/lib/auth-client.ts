import { createAuthClient } from 'better-auth/react';

/** Better Auth is served by our own API at /api/auth; its session cookie is HttpOnly. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  // Better Auth renews the cookie server-side; refetching on focus notices a session that ended meanwhile.
  sessionOptions: { refetchOnWindowFocus: true },
});

type SessionAtomValue = { data: unknown; refetch: () => Promise<void> };

function sessionAtom() {
  return authClient.$store.atoms.session;
}

/**
 * Reloads the session now. Better Auth only refreshes it 10 ms after a sign-in, so a page that navigates
 * right after signing in would otherwise still see "signed out".
 */
export async function refreshSession() {
  const value = sessionAtom()?.get() as SessionAtomValue | undefined;
  await value?.refetch();
}

/** Forgets the session in this tab at once (sign-out, expired session), whatever the server answered. */
export function forgetSession() {
  const atom = sessionAtom();
  if (!atom) return;
  atom.set({ ...atom.get(), data: null, error: null, isPending: false, isRefetching: false });
}
