import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import { DocumentReadError } from './document-types.ts';

const require = createRequire(import.meta.url);
const pdfjsDirectory = path.dirname(require.resolve('pdfjs-dist/package.json'));

/**
 * Opens a PDF with pdf.js (legacy build, the one meant for Node; pdf.js 6 no longer has the
 * `isEvalSupported` option: it never evaluates font code). Without `wasmUrl` the JBIG2
 * decoder is missing and scanned pages render blank without an error; without
 * `standardFontDataUrl` text in the 14 standard fonts can come out garbled. The caller frees the
 * document with `loadingTask.destroy()`.
 */
export async function openPdf(
  bytes: Uint8Array,
): Promise<{ task: PDFDocumentLoadingTask; pdf: PDFDocumentProxy }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: ownBytes(bytes),
    verbosity: 0,
    wasmUrl: `${path.join(pdfjsDirectory, 'wasm')}/`,
    standardFontDataUrl: `${path.join(pdfjsDirectory, 'standard_fonts')}/`,
  });
  try {
    return { task, pdf: await task.promise };
  } catch (error) {
    await task.destroy();
    // PasswordException: code 1 = a password is needed. A PDF with only an owner password opens.
    if ((error as Error).name === 'PasswordException') {
      throw new DocumentReadError('password_protected', 'This PDF is password-protected');
    }
    throw new DocumentReadError('damaged');
  }
}

/**
 * pdf.js refuses Node Buffers and detaches (transfers) the memory it is given: hand it a plain
 * view when the buffer owns its memory, and a copy when it shares a slab with other buffers.
 */
function ownBytes(bytes: Uint8Array) {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength)
    return new Uint8Array(bytes.buffer);
  return new Uint8Array(bytes);
}
