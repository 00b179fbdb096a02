import type { AnalyzeDocumentInput } from '../engine.ts';

/** Characters of document text sent to the model: enough to recognise any document, cheap to send. */
export const DOCUMENT_CHAR_BUDGET = 12_000;

/**
 * The text within a budget, as a reviewer skims: most of it from the beginning (title, parties,
 * purpose), then a slice of the middle and the end (signature blocks, schedules), each gap marked.
 */
export function truncateForPrompt(text: string, budget = DOCUMENT_CHAR_BUDGET): string {
  const clean = text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (clean.length <= budget) return clean;
  const head = Math.floor(budget * 0.7);
  const slice = Math.floor(budget * 0.15);
  const middleStart = Math.floor(clean.length / 2 - slice / 2);
  const gap = (from: number, to: number) =>
    `\n[… ${(to - from).toLocaleString('en')} characters omitted …]\n`;
  return (
    clean.slice(0, head) +
    gap(head, middleStart) +
    clean.slice(middleStart, middleStart + slice) +
    gap(middleStart + slice, clean.length - slice) +
    clean.slice(clean.length - slice)
  );
}

/** The system and user prompts for matching one uploaded document to the recommended files. */
export function analyzeDocumentPrompt(input: AnalyzeDocumentInput) {
  const system = [
    'You are an experienced due-diligence reviewer filing documents into a data room index.',
    'Given one uploaded document and the list of recommended files, decide which single recommended file',
    'the document fulfils, judging by what the document is (its title, parties, purpose and content), not',
    'by its file name alone, which is often meaningless. Answer matchedFileId with the exact id from the',
    'list, or null when the document fulfils none of them (a recipe, a lunch order, a press release or a',
    'job advert fulfils none). confidence is 0 to 1: at least 0.8 only when the document clearly is that',
    'file, 0.5 to 0.8 when it partly is, below 0.5 otherwise. reasoning must cite the evidence: the title,',
    'the phrases or clauses that decided it. summary is one or two sentences saying what the document is.',
  ].join(' ');
  const files = input.recommendedFiles
    .map((f) => `- id: ${f.id} | ${f.fileName} [${f.category}]: ${f.description}`)
    .join('\n');
  const prompt = [
    `Recommended files:\n${files}`,
    `Uploaded file name: ${input.fileName}`,
    `Document title: ${input.title ?? '(none found)'}`,
    `Document text (${input.text.length.toLocaleString('en')} characters; long texts are shortened):\n${truncateForPrompt(input.text)}`,
  ].join('\n\n');
  return { system, prompt };
}
