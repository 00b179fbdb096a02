import { open } from 'node:fs/promises';
import path from 'node:path';
import CFB from 'cfb';
import { fileTypeFromBuffer } from 'file-type';
import { type DocumentFormat, DocumentReadError } from './document-types.ts';
import { readZipEntryNames } from './read-zip-entry-names.ts';

const headBytes = 8192;
const binaryExtensions = new Set(['.pdf', '.doc', '.docx', '.xls', '.xlsx']);
const oleSignature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Decides a file's format by its content: the PDF header, the streams inside an OLE container
 * (legacy Word and Excel, and encrypted Office files, which are all OLE), the parts inside a zip
 * (docx, xlsx). Only plain text is told apart by its extension as well (txt, md, csv all look
 * alike). Anything else, such as a picture renamed to .pdf, is refused.
 */
export async function detectDocumentFormat(filePath: string, fileName: string): Promise<DocumentFormat> {
  const extension = path.extname(fileName).toLowerCase();
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    if (size === 0) throw new DocumentReadError('no_text');
    const head = Buffer.alloc(Math.min(size, headBytes));
    await file.read(head, 0, head.length, 0);

    // The PDF specification allows junk before the header within the first kilobyte.
    if (head.subarray(0, 1024).includes('%PDF-')) return 'pdf';
    if (head.subarray(0, 8).equals(oleSignature)) return detectOleFormat(await file.readFile());
    if (head.subarray(0, 2).toString('latin1') === 'PK') {
      const names = await readZipEntryNames(file, size);
      if (!names)
        throw new DocumentReadError(binaryExtensions.has(extension) ? 'damaged' : 'unsupported_type');
      if (names.some((name) => /^word\/[^/]*document[^/]*\.xml$/i.test(name))) return 'docx';
      if (names.some((name) => /^xl\/workbook[^/]*\.xml$/i.test(name))) return 'xlsx';
      throw new DocumentReadError('unsupported_type');
    }
    if (!looksLikeText(head)) {
      // A known binary type (a picture, an archive) is simply not ours; unknown bytes under an
      // Office or PDF name are most likely a damaged copy of one.
      const known = await fileTypeFromBuffer(head);
      if (known || !binaryExtensions.has(extension)) throw new DocumentReadError('unsupported_type');
      throw new DocumentReadError('damaged');
    }
    if (binaryExtensions.has(extension)) throw new DocumentReadError('damaged');
    return detectTextFormat(head, extension);
  } finally {
    await file.close();
  }
}

function detectOleFormat(bytes: Buffer): DocumentFormat {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch {
    throw new DocumentReadError('damaged');
  }
  const names = new Set(container.FileIndex.map((entry) => entry.name));
  // An encrypted docx or xlsx is an OLE container holding the encrypted zip.
  if (names.has('EncryptionInfo') && names.has('EncryptedPackage')) {
    throw new DocumentReadError('password_protected');
  }
  if (names.has('WordDocument')) return 'doc';
  if (names.has('Workbook') || names.has('Book')) return 'xls';
  throw new DocumentReadError('unsupported_type');
}

/** Text has a byte-order mark, or no NUL bytes and few control characters. */
function looksLikeText(head: Buffer) {
  if (hasUtf16Bom(head)) return true;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 9 || (byte > 13 && byte < 32)) control++;
  }
  return control <= head.length * 0.01;
}

function hasUtf16Bom(head: Buffer) {
  return (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
}

function detectTextFormat(head: Buffer, extension: string): DocumentFormat {
  if (extension === '.csv' || extension === '.tsv') return 'csv';
  if (extension === '.md' || extension === '.markdown') return 'md';
  if (extension === '.txt') return 'txt';
  // No telling extension: judge by the opening lines.
  const text = head.toString(hasUtf16Bom(head) ? 'utf16le' : 'latin1');
  const lines = text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 20);
  if (lines.some((line) => /^#{1,6} \S/.test(line))) return 'md';
  const commas = lines.map((line) => line.split(',').length - 1);
  if (lines.length >= 2 && commas[0]! > 0 && commas.every((count) => count === commas[0])) return 'csv';
  return 'txt';
}
