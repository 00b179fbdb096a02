// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { SearchResponse } from '#domain/schemas/search.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { VectorSearchPanel } from './vector-search-panel';

const accountId = '6b0f5a52-8d1e-4c52-9d3a-7a4a0e1f0c11';

const found: SearchResponse = {
  mode: 'hybrid',
  results: [
    {
      id: 'c1',
      content: 'Present: Daniel Brooks (Chair), the Directors of Northwind Robotics Ltd.',
      similarity: 0.734,
      metadata: {
        file_name: 'NW board mins 2024-03.docx',
        file_id: 'f1',
        page: null,
        sheet: null,
        section: 'Attendance',
        chunk_number: 2,
      },
    },
    {
      id: 'c2',
      content: 'Directors’ report for the year ended 31 December 2023.',
      similarity: 0.41,
      metadata: {
        file_name: 'FY2023 accounts.pdf',
        file_id: 'f2',
        page: 3,
        sheet: null,
        section: null,
        chunk_number: 7,
      },
    },
  ],
};

function ask(query: string, how: 'button' | 'enter' = 'button') {
  const input = screen.getByLabelText('Search query');
  fireEvent.change(input, { target: { value: query } });
  if (how === 'button') fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  else fireEvent.submit(input.closest('form')!);
}

test('a question shows each passage as Chunk #n with its similarity, file, place and highlighted words', async () => {
  const fetchMock = fakeApi(() => Response.json(found));
  const onOpenFile = vi.fn();
  renderWithApp(<VectorSearchPanel accountId={accountId} onOpenFile={onOpenFile} />);
  expect(screen.getByText('Ask your data room a question')).toBeTruthy();

  ask('  who are the directors ', 'enter');
  expect(await screen.findByText('Chunk #2')).toBeTruthy();
  expect(screen.getByText('73% similarity')).toBeTruthy();
  expect(screen.getByText('Chunk #7')).toBeTruthy();
  expect(screen.getByText('Page 3')).toBeTruthy();
  expect(screen.getByText('Section Attendance')).toBeTruthy();
  const marks = [...document.querySelectorAll('mark')].map((mark) => mark.textContent);
  expect(marks).toEqual(['Directors', 'Directors']);

  const [path, init] = fetchMock.mock.calls[0]!;
  expect(path).toBe(`/api/accounts/${accountId}/search`);
  expect(JSON.parse(String(init?.body))).toEqual({ query: 'who are the directors' });

  fireEvent.click(screen.getByRole('button', { name: 'FY2023 accounts.pdf' }));
  expect(onOpenFile).toHaveBeenCalledWith('f2');
});

test('an empty query is not sent: the spec’s message says what to do', async () => {
  const fetchMock = fakeApi(() => Response.json(found));
  renderWithApp(<VectorSearchPanel accountId={accountId} />);
  ask('   ');
  expect(await screen.findByText('Please enter a search query')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('an account without a company is told no company is selected', async () => {
  fakeApi(() =>
    Response.json({ error: { code: 'no_company', message: 'No company selected' } }, { status: 409 }),
  );
  renderWithApp(<VectorSearchPanel accountId={accountId} />);
  ask('board');
  await waitFor(() => expect(screen.getAllByText('No company selected').length).toBeGreaterThan(0));
  expect(screen.queryByText('Search Failed')).toBeNull();
});

test('a failed search says Search Failed with the reason, and nothing found shows the empty state', async () => {
  let answer: Response = Response.json(
    { error: { code: 'internal', message: 'Database down' } },
    { status: 500 },
  );
  fakeApi(() => answer);
  renderWithApp(<VectorSearchPanel accountId={accountId} />);
  ask('board');
  expect((await screen.findAllByText('Search Failed')).length).toBeGreaterThan(0);
  expect(screen.getAllByText('Database down').length).toBeGreaterThan(0);

  answer = Response.json({ mode: 'full-text', results: [] });
  ask('xylophone');
  expect(await screen.findByText('No matching passages')).toBeTruthy();
  expect(screen.queryByRole('alert', { name: /Search Failed/ })).toBeNull();
});

test('while searching the button is disabled and the list says so', async () => {
  let release: (value: Response) => void = () => {};
  fakeApi(() => new Promise<Response>((resolve) => (release = resolve)));
  renderWithApp(<VectorSearchPanel accountId={accountId} />);
  ask('board');
  expect(await screen.findByText('Searching your documents…')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
  release(Response.json(found));
  expect(await screen.findByText('Chunk #2')).toBeTruthy();
});
