import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster, toast } from 'sonner';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  // sonner's toasts outlive a test's Toaster; each test starts with none, and with the real fetch.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

type RenderOptions = {
  /** The URL the memory router starts at. */
  url?: string;
  /** The route pattern `ui` is shown at; anything by default. */
  path?: string;
  /** Other pages the test may end up on, by route pattern (e.g. a redirect target). */
  routes?: Record<string, ReactElement>;
};

/**
 * Renders a component as the app would: a fresh query cache that never retries (a failure shows at
 * once), a memory router, and the toaster. Pair it with `fakeApi` for what the server answers.
 */
export function renderWithApp(ui: ReactElement, { url = '/', path = '*', routes = {} }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(routes).map(([pattern, page]) => (
            <Route key={pattern} path={pattern} element={page} />
          ))}
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
