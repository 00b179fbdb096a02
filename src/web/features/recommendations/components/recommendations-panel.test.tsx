// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { FETCH_FAILED } from '../hooks/use-recommendation-run';
import { RecommendationsPanel } from './recommendations-panel';

const answers = [{ questionId: 'q1', value: '2012' }];

beforeEach(() => {
  window.localStorage.clear();
});

test('a failed recommendations fetch is toasted and never offered as "none yet, generate them"', async () => {
  const fetchMock = fakeApi(() =>
    Response.json({ error: { code: 'internal', message: 'Something went wrong' } }, { status: 500 }),
  );
  renderWithApp(<RecommendationsPanel accountId="acc-1" userId="user-a" answers={answers} />);

  expect(await screen.findByText(FETCH_FAILED)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Generate Recommendations' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'View Recommendations' }));

  const dialog = await screen.findByRole('dialog', { name: 'Data Room Recommendations' });
  expect(within(dialog).getByText(FETCH_FAILED)).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: /Generate/ })).toBeNull();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
});
