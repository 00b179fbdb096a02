// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi as stubServer } from '#web/test/fake-api.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import type { Answer, Question } from '../api/questionnaire';
import { QuestionCard } from './question-card';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const DAY_MS = 24 * 60 * 60 * 1000;

function question(answerSet: Question['answerSet'], options: string[] | null = null): Question {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    key: null,
    questionText: `A ${answerSet} question`,
    governanceArea: 'Finance',
    answerSet,
    options,
    expirationDays: 90,
    orderValue: 10,
  };
}

function renderCard(q: Question, answer?: Answer) {
  renderWithApp(
    <QuestionCard accountId={ACCOUNT} question={q} answer={answer} number={1} readOnly={false} />,
  );
}

/** Types `value` into a new Year or Number card and leaves the field; returns it and the server's fetch. */
function typeAndLeave(answerSet: 'Year' | 'Number', value: string) {
  const fetchMock = stubServer(() => Response.json({}));
  renderCard(question(answerSet));
  const field = screen.getByRole('spinbutton', { name: `A ${answerSet} question` });
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  return { field, fetchMock };
}

describe('a question card', () => {
  test('a failed save says "Failed to save answer" and keeps what the user typed', async () => {
    const fetchMock = stubServer(() =>
      Response.json({ error: { code: 'internal', message: 'Something went wrong' } }, { status: 500 }),
    );
    renderCard(question('Text'));
    const field = screen.getByRole('textbox', { name: 'A Text question' });
    fireEvent.change(field, { target: { value: 'Northwind Holdings Ltd, registered in England' } });
    fireEvent.blur(field);

    expect(await screen.findByText('Failed to save answer')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/accounts/${ACCOUNT}/questionnaire/answers/22222222-2222-4222-8222-222222222222`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      value: 'Northwind Holdings Ltd, registered in England',
    });
    expect((field as HTMLTextAreaElement).value).toBe('Northwind Holdings Ltd, registered in England');
    expect(screen.getByText('Not saved')).toBeTruthy();
  });

  test('an invalid year shows the shared message beside the field and is not sent', () => {
    const { field, fetchMock } = typeAndLeave('Year', '1850');
    const year = new Date().getUTCFullYear();
    expect(screen.getByText(`Enter a year from 1900 to ${year}`)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect((field as HTMLInputElement).value).toBe('1850');
  });

  test('a negative number is refused with the shared message', () => {
    const { fetchMock } = typeAndLeave('Number', '-4');
    expect(screen.getByText('Enter a number of 0 or more')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('leaving an unchanged field sends nothing', () => {
    const fetchMock = stubServer(() => Response.json({}));
    const answer: Answer = {
      questionId: '22222222-2222-4222-8222-222222222222',
      value: '12',
      savedAt: new Date().toISOString(),
      answeredBy: null,
    };
    renderCard(question('Number'), answer);
    const field = screen.getByRole('spinbutton', { name: 'A Number question' });
    expect((field as HTMLInputElement).value).toBe('12');
    fireEvent.blur(field);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  test('a radio saves on selection', async () => {
    const fetchMock = stubServer((_url, init) =>
      Response.json({
        answer: {
          questionId: '22222222-2222-4222-8222-222222222222',
          value: JSON.parse(String(init?.body)).value,
          savedAt: new Date().toISOString(),
          answeredBy: 'me',
        },
        changed: true,
      }),
    );
    renderCard(question('Radio', ['Yes', 'No']));
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ value: 'No' });
    expect(screen.getByRole('radio', { name: 'No' }).getAttribute('aria-checked')).toBe('true');
  });

  test('an expired answer shows the badge, its last saved date and a way to confirm it', async () => {
    const savedAt = new Date(Date.now() - 120 * DAY_MS).toISOString();
    const fetchMock = stubServer(() =>
      Response.json({
        answer: {
          questionId: '22222222-2222-4222-8222-222222222222',
          value: 'Yes',
          savedAt: new Date().toISOString(),
          answeredBy: 'me',
        },
        changed: false,
      }),
    );
    renderCard(question('Radio', ['Yes', 'No']), {
      questionId: '22222222-2222-4222-8222-222222222222',
      value: 'Yes',
      savedAt,
      answeredBy: 'someone',
    });
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByText(/^Last saved /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm still accurate' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(
      `/api/accounts/${ACCOUNT}/questionnaire/answers/22222222-2222-4222-8222-222222222222/confirm`,
    );
    expect(init?.method).toBe('POST');
    expect(await screen.findByText('Answer confirmed')).toBeTruthy();
  });
});
