// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { setUpToasterTests } from '../../../test/toaster-tests';
import { FETCH_FAILED } from '../hooks/use-recommendation-run';
import { RecommendationsPanel } from './recommendations-panel';

const answers = [{ questionId: 'q1', value: '2012' }];

setUpToasterTests();

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a failed recommendations fetch is toasted and never offered as "none yet, generate them"', async () => {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${path}`);
      return Response.json({ error: { code: 'internal', message: 'Something went wrong' } }, { status: 500 });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RecommendationsPanel accountId="acc-1" userId="user-a" answers={answers} />
      <Toaster />
    </QueryClientProvider>,
  );

  expect(await screen.findByText(FETCH_FAILED)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Generate Recommendations' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'View Recommendations' }));

  const dialog = await screen.findByRole('dialog', { name: 'Data Room Recommendations' });
  expect(within(dialog).getByText(FETCH_FAILED)).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: /Generate/ })).toBeNull();
  expect(requests.some((request) => request.startsWith('POST'))).toBe(false);
});
