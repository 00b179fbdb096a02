import CFB from 'cfb';
import WordExtractor from 'word-extractor';
import { DocumentReadError, type DocumentSection } from './document-types.ts';

/** Reads a legacy Word 97–2003 document: body, headers, footnotes, endnotes and text boxes. */
export async function readDoc(bytes: Buffer): Promise<DocumentSection[]> {
  if (isEncryptedWordDocument(bytes)) throw new DocumentReadError('password_protected');
  try {
    const document = await new WordExtractor().extract(bytes);
    const parts = [
      document.getHeaders({ includeFooters: true }),
      document.getBody(),
      document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }),
      document.getFootnotes(),
      document.getEndnotes(),
    ];
    const text = parts
      .map((part) => part.replace(/\r\n?/g, '\n').trim())
      .filter(Boolean)
      .join('\n\n');
    return text ? [{ text }] : [];
  } catch {
    // word-extractor throws RangeError on truncated or otherwise corrupt files.
    throw new DocumentReadError('damaged');
  }
}

/** The File Information Block at the start of the WordDocument stream flags encryption (fEncrypted). */
function isEncryptedWordDocument(bytes: Buffer) {
  try {
    const stream = CFB.find(CFB.read(bytes, { type: 'buffer' }), 'WordDocument');
    const content = stream?.content as Uint8Array | undefined;
    return content !== undefined && content.length > 0x0b && (content[0x0b]! & 0x01) === 1;
  } catch {
    throw new DocumentReadError('damaged');
  }
}
