/** Every key the web app keeps in the browser starts with "keel.", so sign-out can clear them all. */
export const storageKeys = {
  redirectAfterSignIn: 'keel.redirectAfterSignIn',
  pendingInvitationToken: 'keel.pendingInvitationToken',
  pendingSignup: 'keel.pendingSignup',
  pendingSignupEmail: 'keel.pendingSignupEmail',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/**
 * Storage access throws in some locked-down browsers; the app then behaves as if nothing was stored:
 * a read finds nothing, a write is forgotten on reload (the flow still works), a removal has nothing to do.
 */
function tryStorage<T>(use: () => T, otherwise: T): T {
  try {
    return use();
  } catch {
    return otherwise;
  }
}

export const readSessionValue = (key: StorageKey) =>
  tryStorage(() => window.sessionStorage.getItem(key), null);
export const writeSessionValue = (key: StorageKey, value: string) =>
  tryStorage(() => window.sessionStorage.setItem(key, value), undefined);
export const removeSessionValue = (key: StorageKey) =>
  tryStorage(() => window.sessionStorage.removeItem(key), undefined);

/** Keys with a part that varies, e.g. one per account; still under "keel." so sign-out clears them. */
export type KeelLocalKey = `keel.${string}`;

/** Spec §4: the per-account flag marking a recommendation run in progress. */
export const recommendationRunKey = (accountId: string): KeelLocalKey =>
  `keel.recommendationRun.${accountId}`;

export const readLocalValue = (key: KeelLocalKey) => tryStorage(() => window.localStorage.getItem(key), null);
export const writeLocalValue = (key: KeelLocalKey, value: string) =>
  tryStorage(() => window.localStorage.setItem(key, value), undefined);
export const removeLocalValue = (key: KeelLocalKey) =>
  tryStorage(() => window.localStorage.removeItem(key), undefined);

/** Removes every keel.* entry from session and local storage (sign-out). */
export function clearKeelStorage() {
  for (const storage of [window.sessionStorage, window.localStorage]) {
    try {
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
      for (const key of keys) if (key?.startsWith('keel.')) storage.removeItem(key);
    } catch {
      // Storage unavailable: there is nothing of ours in it.
    }
  }
}
