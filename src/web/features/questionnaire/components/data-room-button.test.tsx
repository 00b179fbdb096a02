// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { DataRoomButton } from './data-room-button';

afterEach(cleanup);

function renderButton(isComplete: boolean, remaining: number) {
  render(
    <MemoryRouter initialEntries={['/questionnaire/acc-1']}>
      <Routes>
        <Route
          path="/questionnaire/:accountId"
          element={<DataRoomButton accountId="acc-1" isComplete={isComplete} remaining={remaining} />}
        />
        <Route path="/data-room/:accountId" element={<p>Data room page</p>} />
      </Routes>
    </MemoryRouter>,
  );
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
