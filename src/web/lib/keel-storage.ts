/** Every key the web app keeps in the browser starts with "keel.", so sign-out can clear them all. */
export const storageKeys = {
  redirectAfterSignIn: 'keel.redirectAfterSignIn',
  pendingInvitationToken: 'keel.pendingInvitationToken',
  pendingSignup: 'keel.pendingSignup',
  pendingSignupEmail: 'keel.pendingSignupEmail',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

// Storage access throws in some locked-down browsers; the app then behaves as if nothing was stored.
export function readSessionValue(key: StorageKey) {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionValue(key: StorageKey, value: string) {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Nothing to do: the flow still works, it only forgets the value on reload.
  }
}

export function removeSessionValue(key: StorageKey) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Keys with a part that varies, e.g. one per account; still under "keel." so sign-out clears them. */
export type KeelLocalKey = `keel.${string}`;

/** Spec §4: the per-account flag marking a recommendation run in progress. */
export const recommendationRunKey = (accountId: string): KeelLocalKey =>
  `keel.recommendationRun.${accountId}`;

export function readLocalValue(key: KeelLocalKey) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocalValue(key: KeelLocalKey, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Unavailable storage: the page still polls while it is open; a reload forgets the run.
  }
}

export function removeLocalValue(key: KeelLocalKey) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

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
