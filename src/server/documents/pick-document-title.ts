import type { DocumentSection } from './document-types.ts';

/**
 * The document's own title: its metadata title when that reads like a title (PDF writers often
 * store a file name or 'Microsoft Word - Document1' there), else a heading the document opens
 * with, else its first meaningful line.
 */
export function pickDocumentTitle(
  declared: Array<string | null>,
  sections: DocumentSection[],
): string | null {
  for (const candidate of declared) {
    const title = candidate && cleanTitle(candidate);
    if (title && isSensibleTitle(title)) return title;
  }
  const opening = sections[0];
  if (opening?.heading && isSensibleTitle(opening.heading)) return cleanTitle(opening.heading);
  for (const section of sections.slice(0, 3)) {
    for (const line of section.text.split('\n').slice(0, 40)) {
      const title = cleanTitle(line);
      if (isSensibleTitle(title) && isMeaningfulLine(title)) return title;
    }
  }
  return null;
}

function cleanTitle(text: string) {
  return text
    .replace(/^\s*#{1,6}\s+/, '')
    .replace(/[*_`]{2,}|^[*_]|[*_]$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const fileNameLike = [
  /^microsoft (word|excel|powerpoint)\s*-/i,
  /\.(pdf|docx?|xlsx?|csv|txt|md|rtf|odt|tiff?|jpe?g|png|gif|bmp)$/i,
  /^(untitled|document|doc|title|presentation|book|sheet)\s*\d*$/i,
  // An office suite's default title: 'PowerPoint Presentation', 'Microsoft Word Document'.
  /^(microsoft\s+)?(word|excel|powerpoint|office)\s+(document|presentation|worksheet|spreadsheet|workbook)\s*\d*$/i,
  /\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/i,
  /^[^\s]*_[^\s]*$/, // snake_case without spaces: an identifier, not a title
];

function isSensibleTitle(text: string) {
  if (text.length < 3 || text.length > 150) return false;
  if ((text.match(/\p{L}/gu)?.length ?? 0) < 3) return false;
  return !fileNameLike.some((pattern) => pattern.test(text));
}

/** Mostly letters, not a reference number, a page marker or a version stamp. */
function isMeaningfulLine(text: string) {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < text.replace(/\s/g, '').length * 0.6) return false;
  return !/^(page|version|draft|status|date)\b/i.test(text);
}
