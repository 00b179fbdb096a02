import { OFFLINE_EMBEDDING_MODEL, OFFLINE_EMBEDDING_MODEL_V1 } from '../embedding-model.ts';
import type { Embeddings } from '../engine.ts';
import { conceptsIn, dueDiligenceSynonyms, normalizeWord } from './due-diligence-synonyms.ts';
import { contentWords } from './embedding-words.ts';

/** Dimensions of the offline vectors: enough room that unrelated words rarely share a slot. */
export const OFFLINE_EMBEDDING_DIMENSIONS = 1024;

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

/** Hashes weighted features into a vector, L2-normalised. */
function hashFeatures(features: Map<string, number>): number[] {
  const vector = new Array<number>(OFFLINE_EMBEDDING_DIMENSIONS).fill(0);
  for (const [feature, weight] of features) {
    const { index, sign } = slotOf(feature);
    vector[index] = (vector[index] ?? 0) + sign * weight;
  }
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  return norm === 0 ? vector : vector.map((value) => value / norm);
}

/**
 * v1: whole words and adjacent word pairs. Character n-grams are left out on purpose: measured
 * here, they let repeated cell text dominate and ruined retrieval (ARCHITECTURE §10).
 */
function embedWordsAndPairs(text: string): number[] {
  const features = new Map<string, number>();
  const words = contentWords(text);
  const add = (feature: string, weight: number) =>
    features.set(feature, (features.get(feature) ?? 0) + weight);
  for (let i = 0; i < words.length; i++) {
    add(words[i]!, 1);
    if (i + 1 < words.length) add(`${words[i]} ${words[i + 1]}`, 0.7);
  }
  return hashFeatures(features);
}

const WORD = 1;
const PAIR = 0.7;
/** A due-diligence concept weighs like a word: it adds meaning without drowning the exact words. */
const CONCEPT = 1;

/**
 * v2: stemmed words, word pairs and the due-diligence concepts the text names ('directors' and
 * 'board' share one, as do 'interest rate' and 'SOFR'), each weighted by 1 + ln(count) so a
 * passage repeating a word (spreadsheet cells) does not outweigh one that explains it.
 */
export function embedText(text: string): number[] {
  const counts = new Map<string, number>();
  const add = (feature: string) => counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const words = contentWords(text).map(normalizeWord);
  for (let i = 0; i < words.length; i++) {
    add(`w:${words[i]}`);
    if (i + 1 < words.length) add(`p:${words[i]} ${words[i + 1]}`);
  }
  for (const concept of conceptsIn(words, dueDiligenceSynonyms)) add(`c:${concept}`);
  const features = new Map<string, number>();
  for (const [feature, count] of counts) {
    const base = feature.startsWith('w:') ? WORD : feature.startsWith('p:') ? PAIR : CONCEPT;
    features.set(feature, base * (1 + Math.log(count)));
  }
  return hashFeatures(features);
}

const offlineModels: Record<string, (text: string) => number[]> = {
  [OFFLINE_EMBEDDING_MODEL]: embedText,
  [OFFLINE_EMBEDDING_MODEL_V1]: embedWordsAndPairs,
};

/** True for the ids of offline models this build can still compute (current and earlier). */
export const isOfflineEmbeddingModel = (model: string) => model in offlineModels;

/** Offline vectors of `model` when this build knows it, else of the current offline model. */
export function embedTexts(texts: string[], model: string = OFFLINE_EMBEDDING_MODEL): Embeddings {
  const chosen = isOfflineEmbeddingModel(model) ? model : OFFLINE_EMBEDDING_MODEL;
  const embed = offlineModels[chosen]!;
  return { model: chosen, vectors: texts.map(embed) };
}
