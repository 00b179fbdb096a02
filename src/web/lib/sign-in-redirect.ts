import { paths } from '../app/paths';
import { readSessionValue, removeSessionValue, storageKeys, writeSessionValue } from './keel-storage';

/** Only same-site paths are remembered, so a crafted link cannot send a user elsewhere after sign-in. */
function isSafeInternalPath(path: string) {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !path.startsWith(paths.auth())
  );
}

/** Remembers where a signed-out visitor was going (path and query), to return there after sign-in. */
export function rememberOrigin(pathWithSearch: string) {
  // Home is where sign-in leads anyway; remembering it would only outrank a pending invitation.
  if (pathWithSearch === paths.home() || !isSafeInternalPath(pathWithSearch)) return;
  writeSessionValue(storageKeys.redirectAfterSignIn, pathWithSearch);
}

export function forgetOrigin() {
  removeSessionValue(storageKeys.redirectAfterSignIn);
}

/** Where a user goes once signed up and verified: the pending invitation, else home. */
export function invitationOrHome() {
  const token = readSessionValue(storageKeys.pendingInvitationToken);
  return token ? paths.acceptInvitation(token) : paths.home();
}

/** Where a user goes right after signing in: the remembered origin, else the pending invitation, else home. */
export function postSignInTarget() {
  const origin = readSessionValue(storageKeys.redirectAfterSignIn);
  return origin && isSafeInternalPath(origin) ? origin : invitationOrHome();
}
