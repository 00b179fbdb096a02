// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { DataRoomFile } from '../api/data-room';
import { uploadedFile } from './data-room-test-data';
import { UploadedFileRow } from './uploaded-file-row';

afterEach(cleanup);

function renderRow(file: DataRoomFile, matchedName: string | null = null) {
  render(
    <ul>
      <UploadedFileRow
        file={file}
        matchedName={matchedName}
        canChange
        onOpen={() => {}}
        onDelete={() => {}}
      />
    </ul>,
  );
  return screen.getByTestId('uploaded-file');
}

describe('an uploaded row (spec 2 §2, §4, §9)', () => {
  test.each([
    ['queued', 'Waiting to be analyzed'],
    ['extracting', 'Extracting text'],
    ['reading_scan', 'Reading text from a scan'],
    ['indexing', 'Indexing'],
  ] as const)('while %s it says Analyzing, with the stage: %s', (status, stage) => {
    const row = renderRow(uploadedFile('f1', 'scan0042.pdf', { status }));
    expect(row.textContent).toContain('Analyzing');
    expect(row.textContent).toContain(stage);
    expect(row.textContent).not.toMatch(/\d+%|No match/);
  });

  test('the analysing stage itself shows just Analyzing', () => {
    const row = renderRow(uploadedFile('f1', 'a.md', { status: 'analyzing' }));
    expect(row.querySelector('[data-status="analyzing"]')?.textContent).toBe('Analyzing');
  });

  test.each([
    [0.8, '80%', 'green'],
    [0.97, '97%', 'green'],
    [0.79, '79%', 'yellow'],
    [0.6, '60%', 'yellow'],
    [0.59, '59%', 'red'],
    [0.3, '30%', 'red'],
  ])('a match of %s reads %s in the %s band', (confidence, text, band) => {
    const row = renderRow(
      uploadedFile('f1', 'policy.md', { matchedFileId: 'r1', confidenceScore: confidence }),
      'Information Security Policy',
    );
    const badge = row.querySelector('[data-band]')!;
    expect(badge.getAttribute('data-band')).toBe(band);
    expect(badge.textContent).toBe(`${text} match`);
    expect(row.textContent).toContain('Information Security Policy');
  });

  test('a matched file without a score is grey', () => {
    const row = renderRow(uploadedFile('f1', 'policy.md', { matchedFileId: 'r1', confidenceScore: null }));
    expect(row.querySelector('[data-band]')?.getAttribute('data-band')).toBe('grey');
  });

  test("an analysed file that fulfils nothing reads 'No match'", () => {
    const row = renderRow(uploadedFile('f1', 'lunch-order.txt', { confidenceScore: 0.2 }));
    expect(screen.getByText('No match')).toBeTruthy();
    expect(row.textContent).not.toMatch(/\d+%/);
  });

  test('a failed file shows Failed and its reason', () => {
    renderRow(
      uploadedFile('f1', 'locked.pdf', { status: 'failed', errorMessage: 'This PDF is password-protected' }),
    );
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('This PDF is password-protected')).toBeTruthy();
  });

  test('size in base-1024 units, and who set a corrected match', () => {
    renderRow(
      uploadedFile('f1', 'board.docx', {
        fileSize: 3 * 1024 * 1024,
        matchedFileId: 'r1',
        confidenceScore: 1,
        correction: { kind: 'file', by: 'Ada Lovelace', at: '2026-11-23T12:00:00.000Z' },
      }),
    );
    expect(screen.getByText('3 MB')).toBeTruthy();
    expect(screen.getByText('Set by Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete board.docx' })).toBeTruthy();
  });
});
