import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { createExtractionPool } from './extraction-pool.ts';

const corpus = (file: string) => path.resolve('../shared/corpus', file);
// Two scanned pages are enough to prove OCR and its page cap without minutes of OCR per run.
const pool = createExtractionPool({
  maxThreads: 2,
  timeoutMs: 15_000,
  maxOldGenerationMb: 256,
  ocrPageCap: 2,
});
afterAll(() => pool.destroy());
const extract = (file: string) => extractDocument(pool, corpus(file), path.basename(file));
const textOf = (doc: { sections: { text: string }[] }) =>
  doc.sections.map((section) => section.text).join('\n');

describe('extractDocument reads every accepted format', () => {
  test.each([
    ['legal/POST_MONEY_DISCOUNT.pdf', 'pdf', ['Post-Money Valuation', 'Discount Rate']],
    ['policies/standard-ethical-conduct.pdf', 'pdf', ['Ethical Conduct', 'gifts']],
    ['legal/common-paper-mutual-nda.docx', 'docx', ['Confidential Information', 'Mutual Non-Disclosure']],
    ['formats/strict-format.docx', 'docx', ['Test']],
    ['formats/bad-xml.docx', 'docx', ['second test of reviewing']],
    ['formats/test07.doc', 'doc', ['RESEARCH GOVERNANCE']],
    ['formats/test01.doc', 'doc', ['second test of reviewing']],
    ['finance/ocf2ocx.xlsx', 'xlsx', ['Acme Holdings Limited', 'Stakeholder']],
    ['hr/Attendance.xlsx', 'xlsx', ['Tom Brooks']],
    ['finance/captable-stakeholders-template.csv', 'csv', ['Jane Doe', 'ABC Ventures']],
    ['formats/crlf.csv', 'csv', ['Normal | abc def', 'Formula | abc def']],
    ['policies/conflict-of-interest-policy.txt', 'txt', ['Conflict of Interest Policy']],
    ['legal/LICENSE.txt', 'txt', ['Apache License']],
    ['policies/information.md', 'md', ['information security policy']],
  ])('%s (%s)', async (file, format, words) => {
    const doc = await extract(file);
    expect(doc.format).toBe(format);
    for (const word of words) expect(textOf(doc).toLowerCase()).toContain(word.toLowerCase());
    expect(doc.characters).toBe(doc.sections.reduce((sum, section) => sum + section.text.length, 0));
  });

  test('a PDF keeps one section per page and its page count', async () => {
    const doc = await extract(
      'finance/170929 The OpenGov Foundation Audited Financial Statements-TY2016.pdf',
    );
    expect(doc.pageCount).toBe(10);
    expect(doc.sections.map((section) => section.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(doc.usedOcr).toBe(false);
    expect(doc.title).toBe('THE OPENGOV FOUNDATION');
  });

  test("a filled-in PDF form's values are part of its text", async () => {
    const doc = await extract('finance/prefilled_f1040.pdf');
    expect(doc.title).toBe('2010 Form 1040');
    expect(doc.sections.length).toBe(2);
  });

  test('a scanned PDF without an extension is read by OCR, up to the page cap, reporting each page', async () => {
    const progress: unknown[] = [];
    const doc = await extractDocument(
      pool,
      corpus('formats/160920 The OpenGov Foundation Audited Financial Statements-TY2015'),
      '160920 The OpenGov Foundation Audited Financial Statements-TY2015',
      { onProgress: (stage, detail) => progress.push([stage, detail]) },
    );
    expect(doc.usedOcr).toBe(true);
    expect(doc.pageCount).toBe(10);
    expect(doc.sections.map((section) => section.page)).toEqual([1, 2]);
    expect(textOf(doc)).toMatch(/FINANCIAL STATEMENTS/i);
    // Offline: the model comes from @tesseract.js-data/eng, and no copy is written where we run.
    expect(readdirSync('.').filter((name) => name.includes('traineddata'))).toEqual([]);
    expect(progress).toEqual([
      ['extracting', undefined],
      ['ocr', { page: 0, pages: 2 }],
      ['ocr', { page: 1, pages: 2 }],
      ['ocr', { page: 2, pages: 2 }],
    ]);
  }, 60_000);

  test('every sheet of a workbook becomes a section named after it, hidden ones included', async () => {
    const doc = await extract('formats/sheet_visibility.xlsx');
    expect(doc.sections.map((section) => section.sheet)).toEqual(['Visible', 'Hidden', 'VeryHidden']);
    const hebrew = await extract('formats/חישוב_נקודות_זיכוי.xlsx');
    expect(hebrew.sections.map((section) => section.sheet)).toContain('חישוב');
  });

  test('a sheet that expands to 56 million characters is capped', async () => {
    const doc = await extract('formats/large_strings.xlsx');
    expect(doc.characters).toBeLessThanOrEqual(2_000_000);
    expect(doc.characters).toBeGreaterThan(1000);
  });

  test('Markdown keeps its headings and takes its title from the front matter', async () => {
    const doc = await extract('policies/information.md');
    expect(doc.title).toBe('Information Security Policy');
    expect(doc.sections.map((section) => section.heading)).toContain('Purpose and Scope');
    expect(textOf(doc)).not.toContain('majorRevisions');
  });

  test('a Word document takes its title from its opening line', async () => {
    expect((await extract('legal/openagreements-employment-offer-letter.docx')).title).toBe(
      'Employment Offer Letter',
    );
  });
});

describe('extractDocument decodes text files of every era', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'keel-extract-'));
  const policy = 'Travel Policy\nEmployees book economy class.\nCafé receipts are kept – always.';
  test.each([
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(policy)])],
    ['UTF-16 LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(policy, 'utf16le')])],
    [
      'UTF-16 BE with a BOM',
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(policy, 'utf16le').swap16()]),
    ],
    [
      'Windows-1252 with CR-only line endings',
      Buffer.from(policy.replace(/\n/g, '\r').replace('–', '\x96'), 'latin1'),
    ],
  ])('%s', async (_, bytes) => {
    const file = path.join(scratch, 'travel.txt');
    writeFileSync(file, bytes);
    const doc = await extractDocument(pool, file, 'travel.txt');
    expect(textOf(doc)).toBe(policy);
    expect(doc.title).toBe('Travel Policy');
  });

  test('a CSV with title rows above its header keeps the title', async () => {
    const file = path.join(scratch, 'cap-table.csv');
    writeFileSync(
      file,
      'Acme Inc. Capitalization Table\rAs of 31 December 2024\r\rHolder,Class,Shares\rAda,Common,100\r',
    );
    const doc = await extractDocument(pool, file, 'cap-table.csv');
    expect(doc.title).toBe('Acme Inc. Capitalization Table');
    expect(textOf(doc)).toContain('Holder | Class | Shares\nAda | Common | 100');
  });
});

describe('extractDocument names what is wrong with a file it cannot read', () => {
  test.each([
    ['formats/print_protection.pdf', 'password_protected', 'This PDF is password-protected'],
    ['formats/libreoffice-writer-password.pdf', 'password_protected', 'This PDF is password-protected'],
    ['formats/example_password.docx', 'password_protected', 'This file is password-protected'],
    ['formats/example_password.xlsx', 'password_protected', 'This file is password-protected'],
    ['formats/rc4cryptoapi_password.doc', 'password_protected', 'This file is password-protected'],
    ['formats/rc4cryptoapi_password.xls', 'password_protected', 'This file is password-protected'],
    ['formats/bug1020226.pdf', 'damaged', 'This file is damaged and could not be read'],
    ['formats/badfile-01-bad-header.doc', 'damaged', 'This file is damaged and could not be read'],
    ['formats/empty.docx', 'no_text', 'This file contains no text'],
    ['formats/empty_protected.pdf', 'no_text', 'This file contains no text'],
    ['formats/BlankSheetTypes.xls', 'no_text', 'This file contains no text'],
  ])('%s: %s', async (file, problem, message) => {
    await expect(extract(file)).rejects.toMatchObject({ name: 'DocumentReadError', problem, message });
  });

  test('a PDF with a broken cross-reference table is recovered', async () => {
    expect(textOf(await extract('formats/helloworld-bad.pdf'))).toBe('Hello, world!');
  });

  test('a PDF with only an owner password opens', async () => {
    // empty_protected.pdf opens without a password; its one page is blank, hence no text.
    await expect(extract('formats/empty_protected.pdf')).rejects.not.toMatchObject({
      problem: 'password_protected',
    });
  });
});
