import { readSessionValue, storageKeys } from './keel-storage';

/**
 * Spec §4: the sign-up marker sends a later signed-in event to /email-verification. It stands for
 * the address that signed up in this tab, so someone else signing in here afterwards (already
 * verified) is not greeted with that sign-up's verification.
 */
export function readPendingSignupEmail() {
  if (readSessionValue(storageKeys.pendingSignup) !== 'true') return null;
  return readSessionValue(storageKeys.pendingSignupEmail)?.trim().toLowerCase() || null;
}

/** Whether the signed-in address is the one that signed up (`signedUpEmail` from readPendingSignupEmail). */
export function isSignupOf(signedUpEmail: string | null, email: string | undefined) {
  return Boolean(signedUpEmail && email && signedUpEmail === email.trim().toLowerCase());
}

export function isPendingSignupOf(email: string | undefined) {
  return isSignupOf(readPendingSignupEmail(), email);
}
