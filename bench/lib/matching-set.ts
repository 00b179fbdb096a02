import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One labelled document of bench/matching/labels.json; labels null = unrelated, must not match. */
export type LabelledDocument = {
  path: string;
  format: string;
  source: 'written' | 'corpus';
  scan: boolean;
  labels: string[] | null;
};

/** What the matching bench needs from a document: its own title and its text. */
export type ExtractText = (
  filePath: string,
  fileName: string,
) => Promise<{ title: string | null; text: string }>;

export function readLabels(file = 'bench/matching/labels.json'): LabelledDocument[] {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The plain-text copy the generator kept of each document (bench/matching/texts), used until the
 * extraction pipeline (src/server/documents/extract-document.ts) is there to read the files
 * themselves; the scan's copy is the text printed on it, i.e. what OCR should recover.
 */
export const readTextCopy: ExtractText = async (filePath) => ({
  title: null,
  text: readFileSync(path.join('bench/matching/texts', `${path.basename(filePath)}.txt`), 'utf8'),
});
