// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { accountAnswer } from '#web/test/account-answer.ts';
import { fakeApi, notFound } from '#web/test/fake-api.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { AreaDetailPage } from './area-detail-page';

const ACCOUNT = '5f0c3a52-8a3c-4c55-9d49-0a4f4b0d2a11';

function renderArea(areaName: string) {
  fakeApi((path) => {
    if (path === `/api/accounts/${ACCOUNT}`) {
      return accountAnswer(ACCOUNT, 'Northwind Analytics', 'owner', '2026-11-01T00:00:00Z');
    }
    if (path === '/api/me') return Response.json({ user: { id: 'user-a' }, profile: {} });
    if (path.startsWith(`/api/accounts/${ACCOUNT}/scoring/factors`)) return Response.json({ factors: [] });
    return notFound();
  });
  renderWithApp(<AreaDetailPage />, {
    url: `/keel-score/${ACCOUNT}/area-detail/${encodeURIComponent(areaName)}`,
    path: '/keel-score/:accountId/area-detail/:areaName',
  });
}

test('a governance area shows its page', async () => {
  renderArea('Corporate Governance');
  expect(await screen.findByRole('heading', { level: 1, name: 'Corporate Governance' })).toBeTruthy();
  expect(document.title).toBe('Corporate Governance · Keel');
});

test('a name that is no governance area is the not-found page, not an empty area', async () => {
  renderArea('Nonexistent Area');
  expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
  expect(screen.queryByText(/factors assessed/)).toBeNull();
  expect(document.title).toBe('Oops! Page not found · Keel');
});
