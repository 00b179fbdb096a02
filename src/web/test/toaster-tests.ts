import { act, cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach } from 'vitest';

/** jsdom has no matchMedia, which sonner's Toaster reads: a stub that matches nothing. */
export function stubMatchMedia() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** For tests that render a Toaster: matchMedia stubbed, and no toast outliving its test. */
export function setUpToasterTests() {
  beforeEach(stubMatchMedia);
  afterEach(() => {
    // sonner's toasts outlive a test's Toaster; each test starts with none.
    act(() => {
      toast.dismiss();
    });
    cleanup();
  });
}
