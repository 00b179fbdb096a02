const MAX_SUMMARY_CHARS = 400;

/**
 * A short extractive summary: the document's title and its first sentences that read like prose
 * (enough words, mostly letters), skipping cover-page fragments, table rows and repeated headers.
 */
export function summarizeDocument(text: string, title: string): string {
  const head = text.slice(0, 6000).replace(/\s+/g, ' ');
  const sentences = head.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? [];
  const picked: string[] = [];
  let length = title.length;
  for (const raw of sentences) {
    const sentence = raw.trim();
    const words = sentence.split(' ').filter((word) => /[a-z]{2,}/i.test(word));
    const letters = sentence.replace(/[^a-z]/gi, '').length;
    if (words.length < 8 || letters < sentence.length * 0.6) continue;
    if (title && sentence.toLowerCase().startsWith(title.toLowerCase())) continue;
    if (length + sentence.length > MAX_SUMMARY_CHARS && picked.length) break;
    picked.push(sentence);
    length += sentence.length;
    if (picked.length === 2) break;
  }
  const body = picked.join(' ');
  const summary = title ? (body ? `${title}. ${body}` : title) : body || head.slice(0, 200).trim();
  return summary.length > MAX_SUMMARY_CHARS
    ? `${summary.slice(0, MAX_SUMMARY_CHARS - 1).trimEnd()}…`
    : summary;
}
