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

/**
 * The extraction pipeline (src/server/documents, issue 10), when this checkout has it: the bench
 * then reads the real files, OCR included, and its per-format figures are real. Loaded by path so
 * the bench still runs, on the text copies, where the pipeline is absent.
 */
export async function openPipelineExtractor(): Promise<{
  extract: ExtractText;
  close(): Promise<void>;
} | null> {
  const at = (file: string) => new URL(`../../src/server/documents/${file}`, import.meta.url).href;
  const loaded = await Promise.all([
    import(at('extract-document.ts')),
    import(at('extraction-pool.ts')),
  ]).catch(() => null);
  if (!loaded) return null;
  const [{ extractDocument }, { createExtractionPool }] = loaded;
  const pool = createExtractionPool({
    maxThreads: 1,
    timeoutMs: 60_000,
    maxOldGenerationMb: 512,
    ocrPageCap: 20,
  });
  return {
    async extract(filePath, fileName) {
      const document = await extractDocument(pool, filePath, fileName);
      // A sheet's name is part of what it says ('Registered IP'), as a heading is.
      const text = document.sections
        .map((section: { text: string; sheet?: string }) =>
          [section.sheet, section.text].filter(Boolean).join('\n'),
        )
        .join('\n\n');
      return { title: document.title, text };
    },
    close: () => pool.destroy(),
  };
}
