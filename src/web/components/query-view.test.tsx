// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { QueryStatus, QueryView } from './query-view';

afterEach(cleanup);

const loading = { data: undefined, isPending: true, isError: false, refetch: () => {} };

test("a loading query shows LoadingStatus built from the placeholder's props, announced once", () => {
  render(
    <QueryView query={loading} loading={{ label: 'Loading users…', lines: ['h-4 w-40'] }} errorMessage="x">
      {() => 'data'}
    </QueryView>,
  );
  expect(screen.getByRole('status').textContent).toBe('Loading users…');
});

test('a busy placeholder marks its section busy instead of announcing', () => {
  const { container } = render(
    <QueryStatus query={loading} loading={{ busy: true, label: 'Loading the score' }} errorMessage="x" />,
  );
  expect(screen.queryByRole('status')).toBeNull();
  expect(container.querySelector('[aria-busy="true"]')?.textContent).toBe('Loading the score');
});

test('a placeholder drawn by hand is shown as it is', () => {
  render(
    <QueryView query={loading} loading={<p>Drawn by hand</p>} errorMessage="x">
      {() => 'data'}
    </QueryView>,
  );
  expect(screen.getByText('Drawn by hand')).toBeTruthy();
});
