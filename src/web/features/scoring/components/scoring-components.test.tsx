// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi, notFound } from '#web/test/fake-api.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import type { FactorScore, ScoreOverview } from '../api/scoring';
import { AnalysisStatusPanel } from './analysis-status-panel';
import { FactorItem } from './factor-item';
import { FactorTesterDialog } from './factor-tester-dialog';

const ACCOUNT = '4b1c9a52-3f7e-4d2a-9c1b-7e8f0a1b2c3d';
const FACTOR = '0f7c2b4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const counts = { pending: 3, processing: 2, completed: 60, failed: 1, total: 66 };
const overview = {
  company: { id: 'c', name: 'Acme' },
  score: 72,
  label: 'Good',
  counts,
  progress: 91,
  waitingReanalysis: 0,
  lastUpdated: '2026-11-23T10:00:00.000Z',
  areas: [],
} as unknown as ScoreOverview;

const factor = {
  id: 'row-1',
  factorId: FACTOR,
  factorKey: 'governance.board_minutes',
  area: 'Corporate Governance',
  questionText: 'Are written, approved minutes kept for every board meeting?',
  rubric: { '0': 'None', '5': 'Some', '10': 'All' },
  defaultImportance: 8,
  status: 'completed',
  score: 9,
  importance: 8,
  isRelevant: true,
  scoreConfidence: 0.85,
  rationale: 'Minutes are kept and approved.',
  evidence: {
    questionnaire_evidence: [{ question_text: 'Are written minutes kept?', answer_value: 'Yes' }],
    document_evidence: [
      { file_name: 'minutes.pdf', quote: 'The board approved the minutes.', file_id: 'file-1' },
    ],
    file_search_results: [
      { file_name: 'minutes.pdf', quote: 'The board approved the minutes.', file_id: 'file-1' },
    ],
  },
  engine: 'offline',
  errorMessage: null,
  invalidatedReason: null,
  lastScoredAt: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
} as unknown as FactorScore;

describe('analysis status panel', () => {
  test('an owner gets Resume, Retry, Reset Stuck and Reset All; Retry says the §8 texts', async () => {
    const fetchMock = fakeApi((path, init) => {
      if (path.endsWith('/scoring/retry-failed') && init?.method === 'POST')
        return Response.json({ reset: 1, started: true, enqueued: 4, message: 'x' }, { status: 202 });
      return notFound();
    });
    renderWithApp(<AnalysisStatusPanel accountId={ACCOUNT} overview={overview} accountRole="owner" />);
    for (const name of ['Resume Analysis', 'Retry Failed', 'Reset Stuck', 'Reset All to Pending']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByText('2 processing')).toBeTruthy();
    expect(screen.getByText('1 failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Failed' }));
    expect(await screen.findByText('Failed factors reset and restarted!')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/scoring/retry-failed'))).toBe(true);
  });

  test('Reset All asks first: Cancel sends nothing, confirming resets and says so', async () => {
    const fetchMock = fakeApi((path, init) => {
      if (path.endsWith('/scoring/reset-all') && init?.method === 'POST') return Response.json({ reset: 66 });
      return notFound();
    });
    const resetCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/scoring/reset-all')).length;
    renderWithApp(<AnalysisStatusPanel accountId={ACCOUNT} overview={overview} accountRole="owner" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset All to Pending' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset all factors to pending?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(resetCalls()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Reset All to Pending' }));
    const again = await screen.findByRole('alertdialog', { name: 'Reset all factors to pending?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Reset All' }));
    expect(await screen.findByText('All factors reset to pending for testing!')).toBeTruthy();
    expect(resetCalls()).toBe(1);
  });

  test('a member cannot reset, and a failed reset would say so; without pending or processing the buttons hide', () => {
    fakeApi(() => notFound());
    renderWithApp(
      <AnalysisStatusPanel
        accountId={ACCOUNT}
        overview={{ ...overview, counts: { ...counts, pending: 0, processing: 0 } }}
        accountRole="member"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Resume Analysis' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset Stuck' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset All to Pending' })).toBeNull();
    expect(screen.getByText('Only account owners and admins can reset factors.')).toBeTruthy();
  });

  test('Start failing says Failed to start score processing', async () => {
    fakeApi(() => Response.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 }));
    renderWithApp(<AnalysisStatusPanel accountId={ACCOUNT} overview={overview} accountRole="owner" />);
    fireEvent.click(screen.getByRole('button', { name: 'Resume Analysis' }));
    expect(await screen.findByText('Failed to start score processing')).toBeTruthy();
  });
});

describe('factor item', () => {
  test('shows score, confidence, importance and relevance; details show rationale and each quote once with its file link', () => {
    renderWithApp(<FactorItem accountId={ACCOUNT} factor={factor} number={1} updated onTest={() => {}} />);
    const item = screen.getByTestId('factor-item');
    expect(within(item).getByText('9/10')).toBeTruthy();
    expect(within(item).getByText('85% confidence')).toBeTruthy();
    expect(within(item).getByText('Importance 8')).toBeTruthy();
    expect(within(item).getByText('Relevant')).toBeTruthy();
    expect(within(item).getByText('Updated')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Show details' }));
    expect(within(item).getByText('Minutes are kept and approved.')).toBeTruthy();
    expect(within(item).getAllByText('“The board approved the minutes.”')).toHaveLength(1);
    expect(within(item).getByRole('link', { name: 'minutes.pdf' }).getAttribute('href')).toBe(
      `/data-room/${ACCOUNT}?file=file-1`,
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Hide details' }));
    expect(within(item).queryByText('Minutes are kept and approved.')).toBeNull();
  });

  test('a failed factor says to retry and keeps its error behind a disclosure', () => {
    renderWithApp(
      <FactorItem
        accountId={ACCOUNT}
        factor={{ ...factor, status: 'failed', errorMessage: 'The AI endpoint timed out.' } as FactorScore}
        number={2}
        updated={false}
        onTest={() => {}}
      />,
    );
    expect(screen.getByText('Analysis failed - please retry')).toBeTruthy();
    expect(screen.getByText('Error details')).toBeTruthy();
    expect(screen.getByText('The AI endpoint timed out.')).toBeTruthy();
  });
});

describe('single factor tester', () => {
  /** The tester, open on `factorId` (none picked yet when null). */
  function renderTester(factorId: string | null) {
    renderWithApp(
      <FactorTesterDialog
        accountId={ACCOUNT}
        factors={[factor]}
        factorId={factorId}
        onFactorChange={() => {}}
        open
        onOpenChange={() => {}}
      />,
    );
  }

  test('without a factor it says Please select a factor first', async () => {
    fakeApi(() => notFound());
    renderTester(null);
    fireEvent.click(screen.getByRole('button', { name: 'Test This Factor' }));
    expect(await screen.findByText('Please select a factor first')).toBeTruthy();
  });

  test('a failing test says Failed to score factor: {message} and marks the factor failed', async () => {
    const statuses: unknown[] = [];
    fakeApi((path, init) => {
      if (path.endsWith('/prompt'))
        return Response.json({
          factor: {},
          prompt: 'Company: Acme',
          engine: 'openai-compatible:x',
          promptIsUsed: true,
          answers: [{ questionText: 'How many directors?', value: '3' }],
        });
      if (path.endsWith('/status')) {
        statuses.push(JSON.parse(String(init?.body)));
        return Response.json({ id: 'row-1', factorId: FACTOR, status: 'failed' });
      }
      if (path.endsWith('/test')) return Response.json({ success: false, error: 'bad reply', data: null });
      return notFound();
    });
    renderTester(FACTOR);
    expect(await screen.findByText('How many directors?')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Prompt') as HTMLTextAreaElement).value).toBe('Company: Acme'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Test This Factor' }));
    expect(await screen.findByText('Failed to score factor: bad reply')).toBeTruthy();
    await waitFor(() =>
      expect(statuses).toEqual([{ status: 'processing' }, { status: 'failed', errorMessage: 'bad reply' }]),
    );
  });
});
