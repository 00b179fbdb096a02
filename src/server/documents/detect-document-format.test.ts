import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { detectDocumentFormat } from './detect-document-format.ts';

const corpus = (file: string) => path.resolve('../shared/corpus', file);
const scratch = mkdtempSync(path.join(tmpdir(), 'keel-detect-'));
function scratchFile(name: string, content: string | Buffer) {
  const file = path.join(scratch, name);
  writeFileSync(file, content);
  return file;
}
const detect = (file: string) => detectDocumentFormat(corpus(file), path.basename(file));

describe('detectDocumentFormat', () => {
  test.each([
    ['legal/POST_MONEY_DISCOUNT.pdf', 'pdf'],
    ['legal/bylaws.docx', 'docx'],
    ['formats/strict-format.docx', 'docx'],
    ['formats/test07.doc', 'doc'],
    ['finance/ocf2ocx.xlsx', 'xlsx'],
    ['formats/BlankSheetTypes.xls', 'xls'],
    ['finance/captable-stakeholders-template.csv', 'csv'],
    ['policies/conflict-of-interest-policy.txt', 'txt'],
    ['policies/incident.md', 'md'],
  ])('%s is %s', async (file, format) => {
    expect(await detect(file)).toBe(format);
  });

  test('a scanned PDF without an extension is a PDF by its content', async () => {
    expect(await detect('formats/160920 The OpenGov Foundation Audited Financial Statements-TY2015')).toBe(
      'pdf',
    );
  });

  test('a PDF named .docx.pdf, or a docx named .pdf, is what its bytes say', async () => {
    expect(await detect('formats/whistleblower-policy-non-profit.docx.pdf')).toBe('pdf');
    const docxBytes = await import('node:fs').then((fs) => fs.readFileSync(corpus('legal/bylaws.docx')));
    expect(await detectDocumentFormat(scratchFile('bylaws.pdf', docxBytes), 'bylaws.pdf')).toBe('docx');
  });

  test('encrypted Office files are refused as password-protected before any parser sees them', async () => {
    await expect(detect('formats/example_password.docx')).rejects.toMatchObject({
      problem: 'password_protected',
    });
    await expect(detect('formats/example_password.xlsx')).rejects.toMatchObject({
      problem: 'password_protected',
    });
  });

  test('a corrupt OLE header is damaged', async () => {
    await expect(detect('formats/badfile-01-bad-header.doc')).rejects.toMatchObject({
      problem: 'damaged',
      message: 'This file is damaged and could not be read',
    });
  });

  test('a picture renamed to .pdf is not a supported type', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await expect(
      detectDocumentFormat(scratchFile('contract.pdf', png), 'contract.pdf'),
    ).rejects.toMatchObject({
      problem: 'unsupported_type',
    });
  });

  test('text under a PDF or Word name is a damaged file, not text', async () => {
    const file = scratchFile('minutes.docx', 'Board minutes of 3 March, typed in Notepad');
    await expect(detectDocumentFormat(file, 'minutes.docx')).rejects.toMatchObject({ problem: 'damaged' });
  });

  test('an empty file has no text', async () => {
    await expect(detectDocumentFormat(scratchFile('empty.txt', ''), 'empty.txt')).rejects.toMatchObject({
      problem: 'no_text',
      message: 'This file contains no text',
    });
  });

  test('text without a telling extension is judged by its lines', async () => {
    const markdown = scratchFile('policy', '# Leave policy\n\nStaff get 25 days.\n');
    const csv = scratchFile('export', 'name,role\nAda,CTO\nGrace,CEO\n');
    const utf16 = scratchFile(
      'notes',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Notes', 'utf16le')]),
    );
    expect(await detectDocumentFormat(markdown, 'policy')).toBe('md');
    expect(await detectDocumentFormat(csv, 'export')).toBe('csv');
    expect(await detectDocumentFormat(utf16, 'notes')).toBe('txt');
  });
});
