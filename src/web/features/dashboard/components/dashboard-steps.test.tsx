// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { DASHBOARD_LOAD_FAILED, DashboardSteps } from './dashboard-steps';

const ACCOUNT = '4b1c9a52-3f7e-4d2a-9c1b-7e8f0a1b2c3d';

type Values = {
  questionnaire: { percent: number; answered: number; total: number; complete: boolean };
  dataRoom: { value: number; fileCount: number; analyzingCount: number; complete: boolean };
  score: { value: number | null; factorCount: number; complete: boolean };
};

const newAccount: Values = {
  questionnaire: { percent: 0, answered: 0, total: 80, complete: false },
  dataRoom: { value: 0, fileCount: 0, analyzingCount: 0, complete: false },
  score: { value: null, factorCount: 0, complete: false },
};

function serve(values: Values) {
  return fakeApi((path) => {
    if (path === `/api/accounts/${ACCOUNT}/dashboard`) return Response.json(values);
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
}

const step = (title: string) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) }).closest('li')!;

test('a new user sees the company profile first, drawn out as the next step, with every value at zero', async () => {
  serve(newAccount);
  renderWithApp(<DashboardSteps accountId={ACCOUNT} />);

  expect(await screen.findByText('0/80 questions answered')).toBeTruthy();
  const items = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'Company Profile',
    'Data Room',
    'Score',
  ]);
  expect(items[0]!.getAttribute('aria-current')).toBe('step');
  expect(within(items[0]!).getByText('Next step')).toBeTruthy();
  expect(items.slice(1).every((item) => item.getAttribute('aria-current') === null)).toBe(true);

  expect(
    within(step('Company Profile')).getByRole('link', { name: 'Continue Setup' }).getAttribute('href'),
  ).toBe(`/questionnaire/${ACCOUNT}`);
  expect(within(step('Data Room')).getByText('0 files uploaded')).toBeTruthy();
  expect(within(step('Data Room')).getByRole('link', { name: 'Start Upload' }).getAttribute('href')).toBe(
    `/data-room/${ACCOUNT}`,
  );
  expect(within(step('Score')).getByRole('link', { name: 'Generate Score' }).getAttribute('href')).toBe(
    `/keel-score/${ACCOUNT}`,
  );
  expect(within(step('Score')).getByText('0 factors evaluated')).toBeTruthy();
  expect(within(step('Score')).getByText('None yet')).toBeTruthy();
  expect(screen.queryByRole('img', { name: 'Complete' })).toBeNull();
});

test('a finished questionnaire is ticked and reviewed; the data room with files becomes the next step', async () => {
  serve({
    questionnaire: { percent: 100, answered: 80, total: 80, complete: true },
    dataRoom: { value: 79, fileCount: 1, analyzingCount: 0, complete: false },
    score: { value: null, factorCount: 0, complete: false },
  });
  renderWithApp(<DashboardSteps accountId={ACCOUNT} />);

  expect(await screen.findByText('80/80 questions answered')).toBeTruthy();
  const profile = step('Company Profile');
  expect(within(profile).getByRole('img', { name: 'Complete' })).toBeTruthy();
  expect(within(profile).getByText('100%')).toBeTruthy();
  expect(within(profile).getByRole('link', { name: 'Review Answers' })).toBeTruthy();
  expect(profile.getAttribute('aria-current')).toBeNull();

  const dataRoom = step('Data Room');
  expect(within(dataRoom).getByText('79%')).toBeTruthy();
  expect(within(dataRoom).getByText('1 file uploaded')).toBeTruthy();
  expect(within(dataRoom).getByRole('link', { name: 'Manage Files' })).toBeTruthy();
  expect(within(dataRoom).queryByRole('img', { name: 'Complete' })).toBeNull();
  expect(dataRoom.getAttribute('aria-current')).toBe('step');
});

test('a data room value of 80 is ticked', async () => {
  serve({ ...newAccount, dataRoom: { value: 80, fileCount: 3, analyzingCount: 0, complete: true } });
  renderWithApp(<DashboardSteps accountId={ACCOUNT} />);

  const dataRoom = await screen.findByText('3 files uploaded');
  expect(within(dataRoom.closest('li')!).getByRole('img', { name: 'Complete' })).toBeTruthy();
});

test('a score of 0 still offers to generate it; above 0 it is viewed, and from 80 ticked', async () => {
  serve({ ...newAccount, score: { value: 0, factorCount: 3, complete: false } });
  const first = renderWithApp(<DashboardSteps accountId={ACCOUNT} />);
  expect(await screen.findByText('3 factors evaluated')).toBeTruthy();
  expect(within(step('Score')).getByText('0/100')).toBeTruthy();
  expect(within(step('Score')).getByRole('link', { name: 'Generate Score' })).toBeTruthy();
  first.unmount();

  serve({
    questionnaire: { percent: 100, answered: 80, total: 80, complete: true },
    dataRoom: { value: 92, fileCount: 12, analyzingCount: 0, complete: true },
    score: { value: 85, factorCount: 1, complete: true },
  });
  renderWithApp(<DashboardSteps accountId={ACCOUNT} />);
  expect(await screen.findByText('1 factor evaluated')).toBeTruthy();
  const score = step('Score');
  expect(within(score).getByText('85/100')).toBeTruthy();
  expect(within(score).getByRole('link', { name: 'View Score' }).getAttribute('href')).toBe(
    `/keel-score/${ACCOUNT}`,
  );
  expect(screen.getAllByRole('img', { name: 'Complete' })).toHaveLength(3);
  // Every step complete: no next step is drawn out.
  expect(screen.queryByText('Next step')).toBeNull();
});

test('while files are analysed it says so and follows them until their confidence is in', async () => {
  let analysed = false;
  const fetchMock = fakeApi(() =>
    Response.json({
      ...newAccount,
      dataRoom: analysed
        ? { value: 90, fileCount: 2, analyzingCount: 0, complete: true }
        : { value: 45, fileCount: 2, analyzingCount: 1, complete: false },
    }),
  );
  renderWithApp(<DashboardSteps accountId={ACCOUNT} />);

  expect(await screen.findByText('2 files uploaded · 1 analyzing')).toBeTruthy();
  analysed = true;
  expect(await screen.findByText('2 files uploaded', {}, { timeout: 4000 })).toBeTruthy();
  expect(within(step('Data Room')).getByText('90%')).toBeTruthy();
  expect(within(step('Data Room')).getByRole('img', { name: 'Complete' })).toBeTruthy();
  // Nothing left analysing: the polling stops.
  const calls = fetchMock.mock.calls.length;
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(fetchMock.mock.calls.length).toBe(calls);
});

test('while loading, the buttons are disabled and nothing links anywhere', async () => {
  let release: (response: Response) => void = () => {};
  fakeApi(() => new Promise<Response>((resolve) => (release = resolve)));
  renderWithApp(<DashboardSteps accountId={ACCOUNT} />);

  expect(screen.getByRole('status').textContent).toBe('Loading…');
  for (const name of ['Continue Setup', 'Start Upload', 'Generate Score']) {
    expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  }
  expect(screen.queryAllByRole('link')).toHaveLength(0);

  release(Response.json(newAccount));
  expect(await screen.findByRole('link', { name: 'Continue Setup' })).toBeTruthy();
});

test('a failed load says so, still leads to each step, and a retry shows the values', async () => {
  let fail = true;
  fakeApi(() =>
    fail
      ? Response.json({ error: { code: 'internal', message: 'Something went wrong' } }, { status: 500 })
      : Response.json(newAccount),
  );
  renderWithApp(<DashboardSteps accountId={ACCOUNT} />);

  expect(await screen.findAllByText(DASHBOARD_LOAD_FAILED)).not.toHaveLength(0);
  expect(screen.getByRole('link', { name: 'Start Upload' })).toBeTruthy();
  expect(screen.queryByText(/questions answered/)).toBeNull();

  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('0/80 questions answered')).toBeTruthy();
});
