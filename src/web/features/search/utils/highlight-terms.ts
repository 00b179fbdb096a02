/** Words a question is made of that say nothing about the answer: never highlighted. */
const STOP_WORDS = new Set(
  `a an and are as at be been but by can could did do does for from had has have how i if in into is it
  its many me much my no not of on or our should so than that the their them then there these they this
  those to us was we were what when where which who whom why will with would you your`.split(/\s+/),
);

/** A word's stem for matching: 'directors' finds 'director', 'renewing' 'renew', 'policies' 'policy'. */
function stemOf(word: string) {
  const stem = word
    .replace(/ies$/, '')
    .replace(/(ing|ed)$/, '')
    .replace(/([^s])s$/, '$1');
  return stem.length >= 3 ? stem : word;
}

/** The question's meaningful words as stems, longest first (so 'shareholders' wins over 'share'). */
export function highlightStems(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const stems = words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word)).map(stemOf);
  return [...new Set(stems)].sort((a, b) => b.length - a.length);
}

export type HighlightPart = { text: string; match: boolean };

/** Splits a passage into runs, marking every word that starts with one of the stems. */
export function highlightParts(content: string, stems: readonly string[]): HighlightPart[] {
  if (stems.length === 0) return [{ text: content, match: false }];
  const escaped = stems.map((stem) => stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})[\\p{L}\\p{N}]*`, 'giu');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of content.matchAll(pattern)) {
    const start = found.index ?? 0;
    if (start > last) parts.push({ text: content.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < content.length) parts.push({ text: content.slice(last), match: false });
  return parts;
}
