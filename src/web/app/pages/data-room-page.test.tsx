// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { accountAnswer } from '#web/test/account-answer.ts';
import { fakeApi, notFound } from '#web/test/fake-api.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { DataRoomPage } from './data-room-page';

const ACCOUNT = '5f0c3a52-8a3c-4c55-9d49-0a4f4b0d2a11';
const serverError = () => Response.json({ error: { code: 'internal', message: 'x' } }, { status: 500 });

beforeEach(() => window.localStorage.clear());

function serve(recommendations: () => Response) {
  return fakeApi((path) => {
    if (path === `/api/accounts/${ACCOUNT}`) {
      return accountAnswer(ACCOUNT, 'Northwind Analytics', 'owner', '2026-11-01T00:00:00Z');
    }
    if (path === '/api/me') return Response.json({ user: { id: 'user-a' }, profile: {} });
    if (path.endsWith('/questionnaire')) {
      return Response.json({
        questions: [],
        answers: [],
        progress: { completed: 0, total: 83, isComplete: false },
      });
    }
    if (path.endsWith('/recommendations')) return recommendations();
    if (path.endsWith('/data-room/files')) return Response.json({ files: [] });
    return notFound();
  });
}

function renderPage() {
  renderWithApp(<DataRoomPage />, { url: `/data-room/${ACCOUNT}`, path: '/data-room/:accountId' });
}

test('title, intro, the two tabs, no score card before recommendations, and the first steps', async () => {
  serve(() => Response.json({ latest: null, active: null }));
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Data Room' })).toBeTruthy();
  expect(screen.getByText(/Build your data room from AI document recommendations/)).toBeTruthy();
  expect(await screen.findByText('Start your data room')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Data room score' })).toBeNull();
  expect(document.title).toBe('Data Room · Keel');

  fireEvent.mouseDown(screen.getByRole('tab', { name: 'Vector Search' }));
  expect(await screen.findByRole('tab', { name: 'Vector Search', selected: true })).toBeTruthy();
});

test('recommendations that cannot be loaded are not shown as "none yet": the spec messages and a retry', async () => {
  serve(serverError);
  renderPage();
  expect(await screen.findByText('Failed to load data room recommendations')).toBeTruthy();
  expect(await screen.findByText('Failed to fetch recommendation data')).toBeTruthy();
  expect(screen.queryByText('Start your data room')).toBeNull();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});
