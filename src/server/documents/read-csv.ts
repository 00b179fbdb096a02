import Papa from 'papaparse';
import { decodeText } from './decode-text.ts';
import type { DocumentSection, ExtractionLimits } from './document-types.ts';

export type CsvText = { title: string | null; sections: DocumentSection[] };

/**
 * Reads a CSV file, keeping title rows that sit above the header (exports from accounting and cap
 * table tools often have them) as the title. Rows become lines with cells separated by ' | '.
 */
export function readCsv(bytes: Uint8Array, limits: ExtractionLimits): CsvText {
  const text = decodeText(bytes).slice(0, limits.maxCharacters);
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: limits.maxSheetCells });
  const rows = data.map((row) => row.map((cell) => cell.replace(/\s+/g, ' ').trim()).filter(Boolean));
  // Title rows have a single filled cell while the table below has several.
  const widest = Math.max(0, ...rows.map((row) => row.length));
  const titleRows: string[] = [];
  if (widest > 1) {
    for (const row of rows) {
      if (row.length !== 1) break;
      titleRows.push(row[0]!);
    }
  }
  const lines = rows.filter((row) => row.length > 0).map((row) => row.join(' | '));
  return { title: titleRows[0] ?? null, sections: lines.length ? [{ text: lines.join('\n') }] : [] };
}
