import mammoth from 'mammoth';
import { DocumentReadError, type DocumentSection } from './document-types.ts';
import { htmlToSections } from './html-to-sections.ts';

/** Reads a Word document (transitional or Strict OOXML) into sections that start at headings. */
export async function readDocx(bytes: Buffer): Promise<DocumentSection[]> {
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml({ buffer: bytes }, { ignoreEmptyParagraphs: true }));
  } catch {
    throw new DocumentReadError('damaged');
  }
  return htmlToSections(html);
}
