// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, notFound } from '#web/test/fake-api.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import type { ActiveRecommendation, DataRoomFile } from '../api/data-room';
import { DataRoomFilesTab } from './data-room-files-tab';
import {
  ACCOUNT,
  activeRecommendation,
  recommendedFile,
  summaryOf,
  USER,
  uploadedFile,
} from './data-room-test-data';

const policy = recommendedFile('r1', 'Information Security Policy');
const plan = recommendedFile('r2', 'Business Continuity Plan', {
  priority: 'medium',
  category: 'Business Continuity',
});
const matched = uploadedFile('f1', 'information.md', {
  matchedFileId: 'r1',
  confidenceScore: 0.92,
  aiAnalysisSummary: 'An information security policy for the whole company.',
  aiReasoning: "Matches 'Information Security Policy': the title says so.",
});

function serveDataRoom(
  files: DataRoomFile[],
  onRequest?: (path: string, init?: RequestInit) => Response | undefined,
) {
  return fakeApi((path, init) => {
    const answered = onRequest?.(path, init);
    if (answered) return answered;
    if (path.endsWith('/data-room/files')) return Response.json({ files });
    if (path.endsWith('/company')) {
      return Response.json({ company: { id: 'c1' }, vectorStore: { id: 'vs1', companyId: 'c1' } });
    }
    if (path.endsWith('/data-room/summary')) {
      return Response.json(
        summaryOf(
          [
            { recommendedFileId: 'r1', bestConfidence: 0.92, fulfilment: 'fulfilled', fileIds: ['f1'] },
            { recommendedFileId: 'r2', bestConfidence: null, fulfilment: 'unfulfilled', fileIds: [] },
          ],
          46,
        ),
      );
    }
    return notFound();
  });
}

function renderTab(recommendation: ActiveRecommendation | null, canManage = false) {
  return renderWithApp(
    <DataRoomFilesTab
      accountId={ACCOUNT}
      recommendation={recommendation}
      viewer={{ id: USER, canManage }}
      answered={{ answered: 3, total: 83 }}
    />,
  );
}

function pick(files: File[]) {
  const input = screen.getByLabelText<HTMLInputElement>('Choose files to upload');
  fireEvent.change(input, { target: { files } });
}

describe('the Files & Recommendations tab', () => {
  test('a new data room says what to do first and refuses uploads without a recommendation', async () => {
    const fetchMock = serveDataRoom([]);
    renderTab(null);
    expect(screen.getByText('Start your data room')).toBeTruthy();
    expect(screen.getByText(/3 of 83 questions answered/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Company Profile' }).getAttribute('href')).toBe(
      `/questionnaire/${ACCOUNT}`,
    );
    await screen.findByText(/No files uploaded yet/);
    const xhr = vi.fn();
    vi.stubGlobal('XMLHttpRequest', xhr);
    pick([new File(['# Policy'], 'policy.md')]);
    expect(
      await screen.findByText('Please select a recommendation first', { selector: '[data-title]' }),
    ).toBeTruthy();
    expect(xhr).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  test('fulfilment at a glance, then both details dialogs', async () => {
    serveDataRoom([matched]);
    renderTab(activeRecommendation([policy, plan]));
    const rows = await screen.findAllByTestId('recommended-file');
    await waitFor(() => expect(rows[0]!.getAttribute('data-fulfilment')).toBe('fulfilled'));
    expect(within(rows[0]!).getByText('Fulfilled')).toBeTruthy();
    expect(within(rows[1]!).getByText('Unfulfilled')).toBeTruthy();
    expect(screen.getByText('1 of 2 fulfilled.', { exact: false })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'View Details of Information Security Policy' }));
    const details = await screen.findByRole('dialog', { name: 'Information Security Policy' });
    expect(within(details).getByText('Why Information Security Policy matters.')).toBeTruthy();
    expect(within(details).getByText('Critical for compliance or due diligence')).toBeTruthy();
    expect(within(details).getByText('New: not in the previous recommendation')).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'View File information.md' }));

    const file = await screen.findByRole('dialog', { name: 'information.md' });
    expect(within(file).getByText('5.23 KB')).toBeTruthy();
    expect(within(file).getByText('November 23, 2026')).toBeTruthy();
    expect(file.querySelector('[data-band="green"]')?.textContent).toBe('92% match');
    expect(within(file).getByText('An information security policy for the whole company.')).toBeTruthy();
    expect(within(file).getByText("Matches 'Information Security Policy': the title says so.")).toBeTruthy();
    expect(within(file).getByRole('combobox', { name: 'Correct the match' })).toBeTruthy();
  });

  test('deleting asks first, then says "{file} deleted successfully" and drops the row', async () => {
    const fetchMock = serveDataRoom([matched], (path, init) =>
      init?.method === 'DELETE' && path.endsWith('/data-room/files/f1')
        ? Response.json({ success: true, fileName: 'information.md' })
        : undefined,
    );
    renderTab(activeRecommendation([policy, plan]));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete information.md' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete information.md?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('information.md deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('uploaded-file')).toBeNull());
  });

  test('a failed delete says so', async () => {
    serveDataRoom([matched], (_path, init) =>
      init?.method === 'DELETE'
        ? Response.json({ error: { code: 'internal', message: 'Something went wrong' } }, { status: 500 })
        : undefined,
    );
    renderTab(activeRecommendation([policy]));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete information.md' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete information.md')).toBeTruthy();
  });

  test('a failed load of the files says so in the spec words', async () => {
    fakeApi(() => Response.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }));
    renderTab(activeRecommendation([policy]));
    expect((await screen.findAllByText('Failed to fetch data room files')).length).toBeGreaterThan(0);
  });
});

/** XMLHttpRequest as the upload sees it, answered by the test. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number) {
    this.upload.onprogress?.({ loaded });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploading many files', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.useRealTimers());

  test('one at a time, each with its own progress, then its place in the pipeline; other types are named', async () => {
    serveDataRoom([]);
    renderTab(activeRecommendation([policy, plan]));
    await screen.findByText(/No files uploaded yet/);
    const first = new File(['x'.repeat(2048)], 'information.md');
    const second = new File(['y'.repeat(1024)], 'continuity.md');
    pick([first, second, new File(['png'], 'logo.png'), new File([''], '.DS_Store')]);

    expect(
      await screen.findByText(/^Failed to upload logo\.png: This file type is not supported/, {
        selector: '[data-title]',
      }),
    ).toBeTruthy();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [request] = FakeXhr.sent;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(`/api/accounts/${ACCOUNT}/data-room/files`);
    expect((request!.body!.get('file') as File).name).toBe('information.md');
    expect(screen.getAllByTestId('queued-upload')).toHaveLength(2);
    expect(screen.getByText(/Waiting to upload/)).toBeTruthy();

    request!.progress(1024);
    expect(await screen.findByText('Uploading 50% · 1 KB of 2 KB')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(1);

    request!.respond(201, uploadedFile('f9', 'information.md', { status: 'queued', fileSize: 2048 }));
    const stored = await screen.findByTestId('uploaded-file');
    expect(stored.textContent).toContain('Analyzing');
    expect(stored.textContent).toContain('Waiting to be analyzed');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect((FakeXhr.sent[1]!.body!.get('file') as File).name).toBe('continuity.md');
  });

  test('a refused upload shows its reason on the row and as "Failed to upload {file}: …"', async () => {
    serveDataRoom([]);
    renderTab(activeRecommendation([policy]));
    await screen.findByText(/No files uploaded yet/);
    pick([new File(['x'], 'big.pdf')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(413, {
      error: {
        code: 'file_too_large',
        message: 'x',
        fields: { file: 'This file is larger than the 50 MB limit.' },
      },
    });
    expect(
      await screen.findByText('Failed to upload big.pdf: This file is larger than the 50 MB limit.', {
        selector: '[data-title]',
      }),
    ).toBeTruthy();
    const row = screen.getByTestId('queued-upload');
    expect(row.getAttribute('data-state')).toBe('failed');
    fireEvent.click(within(row).getByRole('button', { name: 'Dismiss big.pdf' }));
    await waitFor(() => expect(screen.queryByTestId('queued-upload')).toBeNull());
  });
});

describe('the document-search store (spec 1 §4: ensured before the upload)', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  /** An owner picks one file on an empty data room; resolves with the toast of that title. */
  async function uploadAndToast(title: string) {
    renderTab(activeRecommendation([policy]), true);
    await screen.findByText(/No files uploaded yet/);
    pick([new File(['x'], 'information.md')]);
    return screen.findByText(title, { selector: '[data-title]' });
  }

  test('an owner whose company has none gets one created first; a refusal is said and the upload goes on', async () => {
    const fetchMock = serveDataRoom([], (path, init) => {
      if (path.endsWith('/company')) return Response.json({ company: { id: 'c1' }, vectorStore: null });
      if (path.endsWith('/vector-store') && init?.method === 'POST') {
        return Response.json({ error: { code: 'forbidden', message: 'Not allowed.' } }, { status: 403 });
      }
      return undefined;
    });
    expect(await uploadAndToast('Failed to create vector store for information.md')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([path]) => String(path).endsWith('/vector-store'));
    expect(JSON.parse(String(post![1]!.body))).toEqual({ companyId: 'c1' });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  });

  test('when the company cannot even be read: "Vector store setup failed for {file}: {reason}"', async () => {
    serveDataRoom([], (path) =>
      path.endsWith('/company')
        ? Response.json({ error: { code: 'internal', message: 'Database unavailable' } }, { status: 500 })
        : undefined,
    );
    expect(
      await uploadAndToast('Vector store setup failed for information.md: Database unavailable'),
    ).toBeTruthy();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  });
});

describe('what each person may do', () => {
  test("a member sees a colleague's file but may neither delete it nor correct its match", async () => {
    serveDataRoom([{ ...matched, uploadedBy: 'someone-else' }]);
    renderTab(activeRecommendation([policy]), false);
    const row = await screen.findByTestId('uploaded-file');
    expect(within(row).queryByRole('button', { name: /^Delete/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: /^information\.md/ }));
    const dialog = await screen.findByRole('dialog', { name: 'information.md' });
    expect(within(dialog).queryByRole('combobox', { name: 'Correct the match' })).toBeNull();
  });
});

describe('how an upload ends', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  test("the files list is polled until the file is analysed: '{file} uploaded and analyzed successfully'", async () => {
    let files: DataRoomFile[] = [];
    serveDataRoom([], (path) => (path.endsWith('/data-room/files') ? Response.json({ files }) : undefined));
    renderTab(activeRecommendation([policy]));
    await screen.findByText(/No files uploaded yet/);
    pick([new File(['# Policy'], 'information.md')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    files = [uploadedFile('f9', 'information.md', { status: 'indexing' })];
    FakeXhr.sent[0]!.respond(201, uploadedFile('f9', 'information.md', { status: 'queued' }));
    expect((await screen.findByTestId('uploaded-file')).textContent).toContain('Analyzing');
    files = [uploadedFile('f9', 'information.md', { matchedFileId: 'r1', confidenceScore: 0.9 })];
    expect(
      await screen.findByText('information.md uploaded and analyzed successfully', undefined, {
        timeout: 6000,
      }),
    ).toBeTruthy();
    expect(screen.getByTestId('uploaded-file').querySelector('[data-band="green"]')?.textContent).toBe(
      '90% match',
    );
  });
});
