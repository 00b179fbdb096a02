// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeApi } from '#web/test/fake-api.ts';
import { recommendationRecord } from '#web/test/recommendation-record.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import type { Recommendations } from '../api/recommendations';
import { GENERATED, GENERATION_ERRORED, useRecommendationRun } from './use-recommendation-run';

const ACCOUNT = 'acc-1';
const KEY = `keel.recommendationRun.${ACCOUNT}`;

beforeEach(() => {
  window.localStorage.clear();
});

function serve(body: Recommendations) {
  return fakeApi(() => Response.json(body));
}

function Probe({ userId }: { userId: string }) {
  const run = useRecommendationRun(ACCOUNT, userId);
  return (
    <p>
      {run.run ? `running ${run.run.recommendationId}` : 'idle'} · dialog {run.dialogOpen ? 'open' : 'closed'}
    </p>
  );
}

function renderProbe(userId = 'user-a') {
  renderWithApp(<Probe userId={userId} />);
}

function storeFlag(flag: object) {
  window.localStorage.setItem(KEY, JSON.stringify(flag));
}

describe('following a recommendation run', () => {
  test('completion: the run became active, so the flag clears, the toast shows and the dialog opens', async () => {
    storeFlag({
      startedAt: '2026-01-01T10:00:00.000Z',
      recommendationId: 'run-2',
      startedBy: 'user-a',
      dismissed: true,
    });
    serve({
      latest: recommendationRecord('run-2', 'complete'),
      active: { ...recommendationRecord('run-2', 'complete'), files: [] },
    });
    renderProbe();
    expect(await screen.findByText(GENERATED)).toBeTruthy();
    expect(screen.getByText('idle · dialog open')).toBeTruthy();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  test('still processing: the flag stays and the dialog reopens on the progress unless it was dismissed', async () => {
    storeFlag({ startedAt: '2026-01-01T10:00:00.000Z', recommendationId: 'run-2', startedBy: 'user-a' });
    const fetchMock = serve({
      latest: recommendationRecord('run-2', 'processing'),
      active: { ...recommendationRecord('run-1', 'complete'), files: [] },
    });
    renderProbe();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('running run-2 · dialog open')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toMatchObject({ recommendationId: 'run-2' });
  });

  test('errored: polling stops and the user who started it is told', async () => {
    storeFlag({ startedAt: '2026-01-01T10:00:00.000Z', recommendationId: 'run-2', startedBy: 'user-a' });
    serve({ latest: recommendationRecord('run-2', 'errored'), active: null });
    renderProbe('user-a');
    expect(await screen.findByText(GENERATION_ERRORED)).toBeTruthy();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  test('errored: a colleague who did not start it is not told', async () => {
    storeFlag({ startedAt: '2026-01-01T10:00:00.000Z', recommendationId: 'run-2', startedBy: 'user-a' });
    const fetchMock = serve({ latest: recommendationRecord('run-2', 'errored'), active: null });
    renderProbe('user-b');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBeNull());
    // Give a toast, had one been raised, the time to render.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(GENERATION_ERRORED)).toBeNull();
    expect(screen.getByText(/^idle/)).toBeTruthy();
  });

  test('a run started elsewhere is followed quietly, without opening the dialog', async () => {
    serve({
      latest: recommendationRecord('run-3', 'processing', {
        startedBy: 'user-b',
        createdAt: '2026-01-02T09:00:00.000Z',
      }),
      active: null,
    });
    renderProbe('user-a');
    expect(await screen.findByText('running run-3 · dialog closed')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual({
      startedAt: '2026-01-02T09:00:00.000Z',
      recommendationId: 'run-3',
      startedBy: 'user-b',
      dismissed: true,
    });
  });
});
