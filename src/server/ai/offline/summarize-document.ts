import { withoutMarkdownMarks } from '#domain/markdown-text.ts';

const MAX_SUMMARY_CHARS = 400;

/**
 * A short extractive summary: the document's title and its first sentences that read like prose
 * (enough words, mostly letters), skipping cover-page fragments, table rows and repeated headers.
 */
export function summarizeDocument(text: string, title: string): string {
  // Markdown marks, tables (rows between bars, and their rules) and layout whitespace are not part
  // of what the document says.
  const tablesGone = text
    .slice(0, 6000)
    .replace(/(^|\n)\s*\|[^\n]*\|[ \t]*(?=\n|$)/g, '$1')
    .replace(/(^|\n)\s*:?-{3,}:?(\s*\|\s*:?-{3,}:?)+\s*(?=\n|$)/g, '$1');
  const head = withoutMarkdownMarks(tablesGone)
    .replace(/\s*\|\s*/g, ' ')
    .replace(/\s+/g, ' ');
  const sentences = head.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? [];
  const picked: string[] = [];
  let length = title.length;
  for (const raw of sentences) {
    let sentence = raw.trim();
    // The heading runs into the first sentence once line breaks are gone: keep the sentence only.
    if (title && sentence.toLowerCase().startsWith(title.toLowerCase()))
      sentence = sentence.slice(title.length).trim();
    const words = sentence.split(' ').filter((word) => /[a-z]{2,}/i.test(word));
    const letters = sentence.replace(/[^a-z]/gi, '').length;
    if (words.length < 8 || letters < sentence.length * 0.6) continue;
    if (length + sentence.length > MAX_SUMMARY_CHARS && picked.length) break;
    picked.push(sentence);
    length += sentence.length;
    if (picked.length === 2) break;
  }
  // No prose (a table, a form): what the text opens with says what it is.
  const opening = head.trim().slice(0, 200);
  const body = picked.join(' ') || (opening.toLowerCase().startsWith(title.toLowerCase()) ? '' : opening);
  const lead = !picked.length && opening.toLowerCase().startsWith(title.toLowerCase()) ? opening : title;
  const summary = lead && body ? `${lead.replace(/[.:]$/, '')}. ${body}` : lead || body;
  return summary.length > MAX_SUMMARY_CHARS
    ? `${summary.slice(0, MAX_SUMMARY_CHARS - 1).trimEnd()}…`
    : summary;
}
