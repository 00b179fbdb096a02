import { createRequire } from 'node:module';
import CFB from 'cfb';
import { DocumentReadError, type DocumentSection, type ExtractionLimits } from './document-types.ts';

// The CommonJS build bundles the code pages that legacy .xls files need; the ESM build does not.
const XLSX = createRequire(import.meta.url)('xlsx') as typeof import('xlsx');

export type SpreadsheetText = { title: string | null; sheets: DocumentSection[] };

/**
 * Reads every sheet of an xlsx or xls workbook (hidden ones too), one section per sheet named
 * after it, a line per row with the cells separated by ' | '. Cells and characters are capped:
 * one real workbook expands to 56 million characters.
 */
export function readSpreadsheet(bytes: Buffer, limits: ExtractionLimits): SpreadsheetText {
  if (isEncryptedLegacyWorkbook(bytes)) throw new DocumentReadError('password_protected');
  let workbook: import('xlsx').WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      sheetRows: limits.maxSheetCells,
    });
  } catch (error) {
    if (/password|encrypt/i.test((error as Error).message)) throw new DocumentReadError('password_protected');
    throw new DocumentReadError('damaged');
  }
  const sheets: DocumentSection[] = [];
  let cells = 0;
  let characters = 0;
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (!sheet || cells >= limits.maxSheetCells || characters >= limits.maxCharacters) break;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: false,
      blankrows: false,
      defval: '',
    });
    const lines: string[] = [];
    for (const row of rows) {
      const values = row.map((cell) => String(cell ?? '').trim()).filter(Boolean);
      cells += values.length;
      if (values.length === 0) continue;
      const line = values.join(' | ').slice(0, limits.maxCharacters - characters);
      lines.push(line);
      characters += line.length + 1;
      if (cells >= limits.maxSheetCells || characters >= limits.maxCharacters) break;
    }
    if (lines.length) sheets.push({ text: lines.join('\n'), sheet: name });
  }
  const title = typeof workbook.Props?.Title === 'string' ? workbook.Props.Title : null;
  return { title, sheets };
}

const bofRecord = 0x0809;
const filePassRecord = 0x002f;
const sheetRecord = 0x0085;

/**
 * An encrypted .xls announces it with a FILEPASS record in the workbook globals, before the
 * sheet list. (Encrypted .xlsx files never get here: they are OLE containers, refused earlier.)
 */
function isEncryptedLegacyWorkbook(bytes: Buffer) {
  if (bytes.readUInt32BE(0) !== 0xd0cf11e0) return false;
  let stream: Uint8Array | undefined;
  try {
    const container = CFB.read(bytes, { type: 'buffer' });
    stream = (CFB.find(container, 'Workbook') ?? CFB.find(container, 'Book'))?.content as
      | Uint8Array
      | undefined;
  } catch {
    throw new DocumentReadError('damaged');
  }
  if (!stream) return false;
  const view = Buffer.from(stream.buffer, stream.byteOffset, stream.length);
  for (let at = 0, records = 0; at + 4 <= view.length && records < 500; records++) {
    const type = view.readUInt16LE(at);
    if (type === filePassRecord) return true;
    if (type === sheetRecord || (type === bofRecord && at > 0)) return false;
    at += 4 + view.readUInt16LE(at + 2);
  }
  return false;
}
