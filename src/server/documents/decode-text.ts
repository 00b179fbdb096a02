/**
 * Decodes a text file whatever its era: UTF-8 (with or without a byte-order mark), UTF-16 with
 * a byte-order mark, or else Windows-1252 (what old Windows and Mac tools wrote). Line endings
 * become '\n', including the CR-only endings of classic Mac files.
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    try {
      // ignoreBOM: false (the default) drops a UTF-8 byte-order mark.
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  return normaliseLineEndings(text);
}

export function normaliseLineEndings(text: string) {
  return text.replace(/\r\n?/g, '\n');
}
