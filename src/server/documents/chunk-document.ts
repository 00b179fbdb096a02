import type { DocumentSection, ExtractedDocument } from './document-types.ts';
import { hasLetters } from './has-letters.ts';

export type DocumentChunk = {
  ordinal: number;
  content: string;
  page?: number;
  sheet?: string;
  heading?: string;
};

const defaultTargetChars = 1200;
const defaultOverlapChars = 150;
// Chunks with fewer letters than this (a lone page number, a dotted rule) only add noise to search.
const minLetters = 20;

/**
 * Cuts a document into chunks of about `targetChars` for search and embeddings. A chunk never
 * spans two pages or two sheets, so it can say where it comes from; it starts at a paragraph,
 * line or sentence boundary when there is one, and repeats the last `overlapChars` of the chunk
 * before it on the same page or sheet, so a clause cut in two is still found whole in one of them.
 */
export function chunkDocument(
  doc: ExtractedDocument,
  options: { targetChars?: number; overlapChars?: number } = {},
): DocumentChunk[] {
  const target = Math.max(100, options.targetChars ?? defaultTargetChars);
  const overlap = Math.min(Math.max(0, options.overlapChars ?? defaultOverlapChars), Math.floor(target / 2));
  const chunks: Omit<DocumentChunk, 'ordinal'>[] = [];
  let current: Omit<DocumentChunk, 'ordinal'> | null = null;

  for (const section of doc.sections) {
    for (const piece of splitToFit(section.text.trim(), target)) {
      const samePlace = current && current.page === section.page && current.sheet === section.sheet;
      if (current && samePlace && current.content.length + 1 + piece.length <= target) {
        current.content += `\n${piece}`;
        current.heading ??= section.heading;
        continue;
      }
      const carried: string = current && samePlace ? tail(current.content, overlap) : '';
      if (current) chunks.push(current);
      current = { ...where(section), content: carried ? `${carried}\n${piece}` : piece };
    }
  }
  if (current) chunks.push(current);
  const kept = chunks.filter((chunk) => hasLetters(chunk.content, minLetters));
  // A very short document (a one-line note) is still a document: keep what it has rather than nothing.
  const result = kept.length > 0 ? kept : chunks.filter((chunk) => hasLetters(chunk.content, 1));
  return result.map((chunk, ordinal) => ({ ordinal, ...chunk }));
}

function where(section: DocumentSection) {
  const place: Omit<DocumentChunk, 'ordinal' | 'content'> = {};
  if (section.page !== undefined) place.page = section.page;
  if (section.sheet !== undefined) place.sheet = section.sheet;
  if (section.heading !== undefined) place.heading = section.heading;
  return place;
}

const breaks = ['\n\n', '\n', '. ', '; ', ' '];

/** Splits text into pieces of at most `max` characters, each cut at the best boundary in reach. */
function splitToFit(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = -1;
    for (const mark of breaks) {
      const at = rest.lastIndexOf(mark, max - mark.length);
      if (at >= max / 2) {
        cut = at + mark.length;
        break;
      }
    }
    if (cut < 0) cut = max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces.filter(Boolean);
}

/** The last `length` characters, starting at a word so the overlap does not open mid-word. */
function tail(text: string, length: number) {
  if (length === 0) return '';
  if (text.length <= length) return text;
  const start = text.length - length;
  const space = text.indexOf(' ', start);
  return (space >= 0 && space < text.length - 1 ? text.slice(space + 1) : text.slice(start)).trim();
}
