// Vitest setup for the unit project. Component tests run in jsdom, which has no matchMedia; sonner
// (the toaster follows the system theme) and the sidebar's breakpoint ask for it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}
