// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { DataRoomButton } from './data-room-button';

function renderButton(isComplete: boolean, remaining: number) {
  renderWithApp(<DataRoomButton accountId="acc-1" isComplete={isComplete} remaining={remaining} />, {
    url: '/questionnaire/acc-1',
    path: '/questionnaire/:accountId',
    routes: { '/data-room/:accountId': <p>Data room page</p> },
  });
}

describe('the data room button (spec §5)', () => {
  test('is disabled with the hint until every question has an answer, and says how many are left', () => {
    renderButton(false, 3);
    const button = screen.getByRole('button', { name: 'Complete all questions to proceed' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Go to Step 2: Data Room' })).toBeNull();
    expect(screen.getByText('3 questions still need an answer.')).toBeTruthy();
    fireEvent.click(button);
    expect(screen.queryByText('Data room page')).toBeNull();
  });

  test('speaks of one question in the singular', () => {
    renderButton(false, 1);
    expect(screen.getByText('1 question still needs an answer.')).toBeTruthy();
  });

  test('once complete reads "Go to Step 2: Data Room" and opens the data room of the account', () => {
    renderButton(true, 0);
    const button = screen.getByRole('button', { name: 'Go to Step 2: Data Room' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(screen.getByText('Data room page')).toBeTruthy();
  });
});
