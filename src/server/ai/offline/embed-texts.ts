import { OFFLINE_EMBEDDING_MODEL } from '../embedding-model.ts';

/** Dimensions of the offline vectors: enough room that unrelated words rarely share a slot. */
export const OFFLINE_EMBEDDING_DIMENSIONS = 1024;

const STOP_WORDS = new Set(
  `a an and are as at be been but by for from has have he her his i if in into is it its of on or our
  she so such that the their them then there these they this those to was we were what when where which
  who whom why will with you your shall may must not no yes any all each other than also upon per`.split(
    /\s+/,
  ),
);

/** Lower-cased words of two letters or more, without stop words (digits kept: years, amounts). */
export function contentWords(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/[a-z0-9][a-z0-9'&-]*[a-z0-9]|[a-z0-9]{2,}/g) ?? [];
  return words.filter((word) => !STOP_WORDS.has(word));
}

function slotOf(feature: string): { index: number; sign: number } {
  // FNV-1a: fast, stable across processes and versions, good enough spread for hashing features.
  let hash = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    hash ^= feature.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  const unsigned = hash >>> 0;
  return { index: unsigned % OFFLINE_EMBEDDING_DIMENSIONS, sign: unsigned & 0x80000000 ? -1 : 1 };
}

/**
 * The offline engine's embedding: whole words and adjacent word pairs hashed into a fixed vector,
 * L2-normalised. Character n-grams are left out on purpose: measured here, they let repeated cell
 * text dominate and ruined retrieval (ARCHITECTURE §10).
 */
export function embedText(text: string): number[] {
  const vector = new Array<number>(OFFLINE_EMBEDDING_DIMENSIONS).fill(0);
  const words = contentWords(text);
  const add = (feature: string, weight: number) => {
    const { index, sign } = slotOf(feature);
    vector[index] = (vector[index] ?? 0) + sign * weight;
  };
  for (let i = 0; i < words.length; i++) {
    add(words[i]!, 1);
    if (i + 1 < words.length) add(`${words[i]} ${words[i + 1]}`, 0.7);
  }
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((value) => value / norm);
}

export function embedTexts(texts: string[]) {
  return { model: OFFLINE_EMBEDDING_MODEL, vectors: texts.map(embedText) };
}
