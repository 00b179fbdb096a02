import { withoutMarkdownMarks } from '#domain/markdown-text.ts';

/** A table's header row ('Name, Email, Title', '| Record | Kept for |') lists columns; it does not say what the file is. */
export function isTableRow(line: string) {
  // A comma before three digits separates thousands ('£4,000,000 TERM LOAN FACILITY'), not cells.
  if (/^\|.*\|$/.test(line.trim())) return true;
  return line.split(/\t|;|\||(?<!\d),|,(?!\d{3}(?!\d))/).filter((cell) => cell.trim()).length >= 3;
}

/** A header field of a memo, letter or form: a short label, a colon, its value. */
function isFieldLine(line: string) {
  return /^[*_]*[A-Za-z][A-Za-z ]{0,20}:[*_]*\s/.test(line);
}

export const withoutExtension = (fileName: string) => fileName.replace(/\.[a-z0-9]{1,5}$/i, '');

/**
 * The text's own heading: its first line, shortened when the line is a whole paragraph, plus the
 * next line when the first is only a sheet or page label ('Sheet1', 'Front Matter'), but never a
 * table's header row.
 */
export function headingOf(text: string) {
  const lines = text
    .slice(0, 5000)
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const heading = (line = '') => {
    if (isTableRow(line)) return '';
    // A Markdown heading's marks, and bold or code marks around it ('**Board Minutes**'), are not its words.
    const bare = withoutMarkdownMarks(line.replace(/^#+(?=\S)/, '')).trim();
    return bare.length <= 150 ? bare : bare.split(/\s+/).slice(0, 15).join(' ');
  };
  const first = heading(lines[0]);
  // A label's next line is its title only when it reads like one: short, not a sentence, and not a
  // memo's or letter's field ('To: Audit file', '**Date:** 9 Feb').
  const next =
    lines[1] && lines[1].length <= 150 && !/[.:;]$/.test(lines[1]) && !isFieldLine(lines[1])
      ? heading(lines[1])
      : '';
  return first.split(/\s+/).length <= 3 && next ? `${first} ${next}` : first;
}
