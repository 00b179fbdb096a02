import { detectDocumentFormat } from './detect-document-format.ts';
import { DocumentReadError, type DocumentSection, type ExtractedDocument } from './document-types.ts';
import type { ExtractionPool } from './extraction-pool.ts';
import { pickDocumentTitle } from './pick-document-title.ts';

export type ExtractDocumentOptions = {
  signal?: AbortSignal;
  onProgress?: (stage: 'extracting' | 'ocr', detail?: { page: number; pages: number }) => void;
  /** Overrides the pool's time limit for this file. */
  timeoutMs?: number;
};

// OCR reads a page in 1–3 s on a quiet machine; a busy one is allowed several times that.
const ocrMsPerPage = 20_000;

/**
 * Reads a file's text in the extraction pool: its format by content, its text by the matching
 * reader, its scanned PDF pages by OCR (up to the pool's page cap), and its title. Every failure
 * a user can act on is a DocumentReadError whose message names the problem.
 */
export async function extractDocument(
  pool: ExtractionPool,
  filePath: string,
  fileName: string,
  options: ExtractDocumentOptions = {},
): Promise<ExtractedDocument> {
  const format = await detectDocumentFormat(filePath, fileName);
  options.onProgress?.('extracting');
  const timeoutMs = options.timeoutMs ?? pool.options.timeoutMs;
  const raw = await pool.extract({ filePath, format }, { signal: options.signal, timeoutMs });
  let sections = raw.sections;
  let usedOcr = false;
  const scanned = raw.scannedPages.slice(0, pool.options.ocrPageCap);
  if (scanned.length > 0) {
    options.onProgress?.('ocr', { page: 0, pages: scanned.length });
    const read = await pool.ocr(
      { filePath, pages: scanned },
      {
        signal: options.signal,
        timeoutMs: timeoutMs + scanned.length * ocrMsPerPage,
        onPage: (page, pages) => options.onProgress?.('ocr', { page, pages }),
      },
    );
    sections = mergePages(sections, read);
    usedOcr = read.length > 0;
  }
  const characters = sections.reduce((sum, section) => sum + section.text.length, 0);
  if (!sections.some((section) => /[\p{L}\p{N}]/u.test(section.text))) throw new DocumentReadError('no_text');
  return {
    format,
    title: pickDocumentTitle(raw.declaredTitles, sections),
    sections,
    pageCount: raw.pageCount,
    usedOcr,
    characters,
  };
}

/** OCR text replaces the near-empty text layer of the same page. */
function mergePages(textPages: DocumentSection[], ocrPages: DocumentSection[]) {
  const ocrByPage = new Map(ocrPages.map((section) => [section.page, section]));
  const kept = textPages.filter((section) => !ocrByPage.has(section.page));
  return [...kept, ...ocrPages].sort((a, b) => (a.page ?? 0) - (b.page ?? 0));
}
