// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { answersHash } from '#domain/questionnaire.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { recommendationRecord } from '#web/test/recommendation-record.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import type { RecommendationFile, Recommendations } from '../api/recommendations';
import { useRecommendationRun } from '../hooks/use-recommendation-run';
import {
  DataRoomRecommendationButton,
  NOTHING_ANSWERED_REASON,
  UP_TO_DATE_REASON,
} from './data-room-recommendation-button';

const ACCOUNT = 'acc-1';
const answers = [
  { questionId: 'q1', value: '2012' },
  { questionId: 'q2', value: 'Yes' },
];

beforeEach(() => window.localStorage.clear());

const file = {
  id: 'f1',
  fileName: 'Bylaws',
  category: 'Corp. Formation & Structure',
  action: 'new',
  priority: 'high',
} as RecommendationFile;

function Controls({ given }: { given: readonly { questionId: string; value: string }[] }) {
  const recommendationRun = useRecommendationRun(ACCOUNT, 'user-a', { pollMs: 2000, openOnComplete: false });
  return <DataRoomRecommendationButton run={recommendationRun} answers={given} />;
}

function serve(body: Recommendations, onPost?: () => Promise<Response>) {
  return fakeApi((_path, init) => (init?.method === 'POST' && onPost ? onPost() : Response.json(body)));
}

describe('the data room generate/update button (spec 2 §4, five states)', () => {
  test("no recommendation yet: 'Generate Data Room Recommendations', highlighted", async () => {
    serve({ latest: null, active: null });
    renderWithApp(<Controls given={answers} />);
    const button = await screen.findByRole('button', { name: /Generate Data Room Recommendations/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.getAttribute('data-highlighted')).toBe('true');
  });

  test('nothing answered: generating is disabled and says why', async () => {
    serve({ latest: null, active: null });
    renderWithApp(<Controls given={[]} />);
    const button = await screen.findByRole('button', { name: /Generate Data Room Recommendations/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(NOTHING_ANSWERED_REASON)).toBeTruthy();
  });

  test("a recommendation without files offers 'Generate Data Room Recommendations'", async () => {
    const complete = recommendationRecord('r1', 'complete', {
      sourceAnswersHash: await answersHash(answers),
    });
    serve({ latest: complete, active: { ...complete, files: [] } });
    renderWithApp(<Controls given={answers} />);
    expect(await screen.findByRole('button', { name: /Generate Data Room Recommendations/ })).toBeTruthy();
  });

  test("changed answers: 'Update Data Room Recommendation', highlighted", async () => {
    const complete = recommendationRecord('r1', 'complete', { sourceAnswersHash: 'an older hash' });
    serve({ latest: complete, active: { ...complete, files: [file] } });
    renderWithApp(<Controls given={answers} />);
    const button = await screen.findByRole('button', { name: /Update Data Room Recommendation/ });
    await waitFor(() => expect(button.getAttribute('data-highlighted')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  test('complete and answers unchanged: disabled, with the reason', async () => {
    const complete = recommendationRecord('r1', 'complete', {
      sourceAnswersHash: await answersHash(answers),
    });
    serve({ latest: complete, active: { ...complete, files: [file] } });
    renderWithApp(<Controls given={answers} />);
    await waitFor(() => expect(screen.queryByText(UP_TO_DATE_REASON)).toBeTruthy());
    const button = screen.getByRole('button', { name: /Update Data Room Recommendation/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('data-highlighted')).toBeNull();
  });

  test("a run processing: 'View Progress' opens the progress dialog", async () => {
    serve({ latest: recommendationRecord('r2', 'processing'), active: null });
    renderWithApp(<Controls given={answers} />);
    fireEvent.click(await screen.findByRole('button', { name: /View Progress/ }));
    expect(await screen.findByRole('dialog', { name: 'Generating Recommendations' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Generation progress' })).toBeTruthy();
  });

  test("starting: 'Generating...' until the server answers, then the progress dialog", async () => {
    let answer: (response: Response) => void = () => {};
    let started = false;
    fakeApi((_path, init) => {
      if (init?.method === 'POST') {
        started = true;
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }
      return Response.json({
        latest: started ? recommendationRecord('r3', 'processing') : null,
        active: null,
      });
    });
    renderWithApp(<Controls given={answers} />);
    const button = await screen.findByRole('button', { name: /Generate Data Room Recommendations/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: /Generating\.\.\./ })).toBeTruthy();
    answer(Response.json(recommendationRecord('r3', 'processing'), { status: 202 }));
    expect(await screen.findByRole('dialog', { name: 'Generating Recommendations' })).toBeTruthy();
    // Behind the modal dialog, the page's button now says a run is going.
    await waitFor(() =>
      expect([...document.querySelectorAll('button')].some((b) => b.textContent === 'View Progress')).toBe(
        true,
      ),
    );
  });
});
