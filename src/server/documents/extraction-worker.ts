// The extraction pool's worker: one task reads one file. It runs in a worker thread with a heap
// limit and is killed on a time limit, so a hostile file takes down this thread, not the server.
import { readFile } from 'node:fs/promises';
import type { MessagePort } from 'node:worker_threads';
import {
  type DocumentFormat,
  type DocumentProblem,
  DocumentReadError,
  type DocumentSection,
  type ExtractionLimits,
} from './document-types.ts';
import { ocrPdfPages } from './ocr-pdf-pages.ts';
import { readCsv } from './read-csv.ts';
import { readDoc } from './read-doc.ts';
import { readDocx } from './read-docx.ts';
import { readPdf } from './read-pdf.ts';
import { readPlainText } from './read-plain-text.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';

export type ExtractTask = {
  kind: 'extract';
  filePath: string;
  format: DocumentFormat;
  limits: ExtractionLimits;
};
export type OcrTask = { kind: 'ocr'; filePath: string; pages: number[]; progress: MessagePort };

export type RawExtraction = {
  declaredTitles: Array<string | null>;
  sections: DocumentSection[];
  pageCount: number | null;
  scannedPages: number[];
};

// DocumentReadError does not survive the trip between threads as itself: it travels as data.
export type WorkerOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; problem: DocumentProblem; message: string };

export default async function runTask(task: ExtractTask | OcrTask): Promise<WorkerOutcome<unknown>> {
  try {
    const bytes = await readFile(task.filePath);
    if (task.kind === 'ocr') {
      const sections = await ocrPdfPages(bytes, task.pages, (page, pages) =>
        task.progress.postMessage({ page, pages }),
      );
      task.progress.close();
      return { ok: true, value: sections };
    }
    return { ok: true, value: await extract(bytes, task.format, task.limits) };
  } catch (error) {
    if (error instanceof DocumentReadError)
      return { ok: false, problem: error.problem, message: error.message };
    throw error;
  }
}

async function extract(
  bytes: Buffer,
  format: DocumentFormat,
  limits: ExtractionLimits,
): Promise<RawExtraction> {
  const plain = (declaredTitles: Array<string | null>, sections: DocumentSection[]) => ({
    declaredTitles,
    sections,
    pageCount: null,
    scannedPages: [],
  });
  switch (format) {
    case 'pdf': {
      const pdf = await readPdf(bytes, limits.maxCharacters);
      return {
        declaredTitles: [pdf.metadataTitle],
        sections: pdf.pages,
        pageCount: pdf.pageCount,
        scannedPages: pdf.scannedPages,
      };
    }
    case 'docx':
      return plain([], await readDocx(bytes));
    case 'doc':
      return plain([], await readDoc(bytes));
    case 'xlsx':
    case 'xls': {
      const workbook = readSpreadsheet(bytes, limits);
      return plain([workbook.title], workbook.sheets);
    }
    case 'csv': {
      const csv = readCsv(bytes, limits);
      return plain([csv.title], csv.sections);
    }
    case 'txt':
    case 'md': {
      const text = readPlainText(bytes, format === 'md', limits);
      return plain([text.title], text.sections);
    }
  }
}
