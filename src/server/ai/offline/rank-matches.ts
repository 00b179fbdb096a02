import type { AnalyzeDocumentInput } from '../engine.ts';
import { buildMatchProfiles, type MatchPhrase, type MatchProfile } from './build-match-profiles.ts';
import { headingOf, isTableRow, withoutExtension } from './document-heading.ts';
import type { KnowledgeDocument } from './knowledge-base-types.ts';
import { tokenize } from './tokenize-text.ts';

/** Enough text to judge any document; beyond it a long file only costs time. */
const MAX_TEXT_CHARS = 300_000;
/** Terms of the opening: a cover page, a heading block, the first paragraph. */
const OPENING_TERMS = 60;

export type Evidence = {
  profile: MatchProfile;
  score: number;
  title: { phrase: MatchPhrase; cover: number } | null;
  opening: { phrase: MatchPhrase; cover: number } | null;
  body: { phrase: MatchPhrase; hits: number } | null;
  coverage: number;
  explained: number;
  /** 0–1: how far this file's vocabulary dominates the text over every other file's. */
  dominance: number;
  terms: string[];
};

/**
 * Words naming the kind of document, which people use interchangeably: a 'Business Continuity
 * Policy' is the 'Business Continuity Plan' a data room asks for, a 'Risk Log' its 'Risk Register'.
 */
const KIND_GROUPS = [
  ['plan', 'policy', 'procedur', 'program', 'framework', 'manual', 'guidelin', 'standard'],
  ['register', 'log', 'schedul', 'list', 'record', 'inventory', 'tracker', 'registry'],
  ['report', 'analysis', 'assessment', 'review', 'summary', 'memo', 'memorandum', 'paper'],
];
const kindGroup = new Map(KIND_GROUPS.flatMap((group) => group.map((word) => [word, group] as const)));

/**
 * Which words of a name a zone holds (recall: their share by idf, 1 when all are there). One kind
 * word ('plan') may stand in for another ('policy'), never alone.
 */
function coverOf(phrase: MatchPhrase, zone: ReadonlySet<string>, idf: (t: string) => number) {
  let found = 0;
  let all = 0;
  let exactMass = 0;
  let standIn = 0;
  for (const term of phrase.terms) {
    all += idf(term);
    if (zone.has(term)) {
      found += idf(term);
      exactMass += idf(term);
    } else if (!standIn && kindGroup.get(term)?.some((kind) => zone.has(kind))) standIn = idf(term);
  }
  // The stand-in counts only beside a distinctive word or two others ('Customer List' is no inventory).
  if (standIn && (phrase.terms.length >= 3 || exactMass >= 3)) found += standIn;
  return { recall: all ? found / all : 0, mass: found };
}

/** How much a name says on its own: 'Debenture' a lot, 'Policy' almost nothing. */
function specificity(phrase: MatchPhrase, idf: (t: string) => number) {
  return Math.min(1, phrase.terms.reduce((sum, term) => sum + idf(term), 0) / 4);
}

/**
 * The best of a profile's names in the title: whole names count, and so do most of a long name's
 * words ('Minutes of the Board' for 'Board Meeting Minutes'); one word of a two-word name does not.
 */
function bestTitleName(profile: MatchProfile, zone: ReadonlySet<string>, idf: (t: string) => number) {
  let best: { phrase: MatchPhrase; cover: number } | null = null;
  for (const phrase of profile.phrases) {
    const { recall, mass: matchedMass } = coverOf(phrase, zone, idf);
    if (recall < (phrase.terms.length >= 3 ? 0.8 : 0.99)) continue;
    // A name made of common words ('Security Policy') says less than a distinctive one.
    if (matchedMass < 2.5) continue;
    const cover = recall * Math.min(1, matchedMass / 6);
    if (!best || cover > best.cover) best = { phrase, cover };
  }
  return best;
}

/** A name of two or more words found in the opening in its own order, allowing one word between. */
function bestOpeningName(profile: MatchProfile, opening: string[], idf: (t: string) => number) {
  let best: { phrase: MatchPhrase; cover: number } | null = null;
  for (const phrase of profile.phrases) {
    if (phrase.terms.length < 2) continue;
    const found = opening.some((term, start) => {
      if (term !== phrase.terms[0]) return false;
      let at = start;
      for (const next of phrase.terms.slice(1)) {
        if (opening[at + 1] === next) at += 1;
        else if (opening[at + 2] === next) at += 2;
        else return false;
      }
      return true;
    });
    const cover = found ? specificity(phrase, idf) : 0;
    if (found && (!best || cover > best.cover)) best = { phrase, cover };
  }
  return best;
}

/**
 * How much of what the title says (its words any profile knows) this profile's names and keywords
 * explain, scaled down when the explained words are few and common.
 */
function titleExplained(profile: MatchProfile, titleTerms: readonly string[], idf: (t: string) => number) {
  let all = 0;
  let explained = 0;
  let nameWords = 0;
  let words = 0;
  for (const term of titleTerms) {
    all += idf(term);
    const weight = profile.terms.get(term) ?? 0;
    if (weight < 2) continue;
    // A word of the file's names says more than one of its keywords.
    explained += idf(term) * (weight >= 3 ? 1 : 0.6);
    words++;
    if (weight >= 3) nameWords++;
  }
  if (!all) return 0;
  // One shared word is a coincidence as often as a description, unless it is the file's name.
  const alone = words >= 2 ? 1 : nameWords ? 0.7 : 0.4;
  return (explained / all) * Math.min(1, explained / 5) * alone;
}

/** Occurrences of a name as consecutive words anywhere in the text. */
function countPhrase(phrase: MatchPhrase, positions: ReadonlyMap<string, number[]>, terms: string[]) {
  let hits = 0;
  for (const start of positions.get(phrase.terms[0]!) ?? []) {
    if (phrase.terms.every((term, offset) => terms[start + offset] === term)) hits++;
  }
  return hits;
}

function judge(
  profile: MatchProfile,
  doc: {
    titleZone: Set<string>;
    titleKnown: string[];
    opening: string[];
    terms: string[];
    positions: Map<string, number[]>;
    frequency: Map<string, number>;
  },
  idf: (t: string) => number,
): Evidence {
  const title = bestTitleName(profile, doc.titleZone, idf);
  const opening = bestOpeningName(profile, doc.opening, idf);
  const explained = titleExplained(profile, doc.titleKnown, idf);
  let body: Evidence['body'] = null;
  for (const phrase of profile.phrases) {
    // One-word names ('SAFE', 'Constitution') are too easily ordinary words inside a text.
    if (phrase.terms.length < 2 && specificity(phrase, idf) < 0.9) continue;
    const hits = countPhrase(phrase, doc.positions, doc.terms);
    if (hits && (!body || hits * specificity(phrase, idf) > body.hits)) body = { phrase, hits };
  }
  // BM25-style saturation: repeating a word adds less and less, and long texts need more repeats.
  const lengthNorm = 0.25 + 0.75 * Math.min(doc.terms.length / 1500, 6);
  let covered = 0;
  const found: { term: string; weight: number }[] = [];
  for (const [term, weight] of profile.terms) {
    const tf = doc.frequency.get(term) ?? 0;
    if (!tf) continue;
    const w = weight * idf(term);
    covered += (w * tf) / (tf + 1.2 * lengthNorm);
    found.push({ term, weight: w * Math.min(tf, 5) });
  }
  const coverage = profile.totalWeight ? covered / profile.totalWeight : 0;
  const bodyScore = body ? 1 - Math.exp(-body.hits / 3) : 0;
  const score =
    0.3 * (title?.cover ?? 0) +
    0.2 * explained +
    0.15 * (opening?.cover ?? 0) +
    0.15 * bodyScore +
    0.35 * coverage;
  const terms = found
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .slice(0, 5)
    .map((f) => f.term);
  return { profile, score, title, opening, body, coverage, explained, dominance: 0, terms };
}

/**
 * A document with no usable title (a contract starting 'THIS AGREEMENT is dated…', a bare table) is
 * still clear when its words belong to one file far more than to any other: a loan agreement is
 * full of lenders, facilities and covenants. Adds that lead to the score of the file that has it.
 */
function addDominance(judged: Evidence[]) {
  const [top, next] = [...judged].sort((a, b) => b.coverage - a.coverage);
  if (!top || !next?.coverage) return;
  const lead = Math.min(1, Math.max(0, (top.coverage / next.coverage - 1) / 0.8));
  const strength = Math.min(1, Math.max(0, (top.coverage - 0.2) / 0.2));
  top.dominance = lead * strength;
  top.score += 0.35 * top.dominance;
}

/** Every recommended file scored against the document, best first, with the evidence for each. */
export function rankMatches(input: AnalyzeDocumentInput, knowledgeBase: readonly KnowledgeDocument[]) {
  const text = input.text.slice(0, MAX_TEXT_CHARS);
  const surfaces = new Map<string, string>();
  const terms = tokenize(text, surfaces);
  const heading = headingOf(text);
  const declared = input.title?.trim() && !isTableRow(input.title) ? input.title.trim() : '';
  const title = (declared || heading).slice(0, 200);
  const nameWithoutExtension = withoutExtension(input.fileName);
  // Both the extracted title and the text's heading: metadata titles are often junk ('untitled').
  const headingTerms = new Set(
    tokenize(`${declared} ${heading}`, surfaces, { title: true, keepJoinedWords: true }),
  );
  const titleZone = new Set([...headingTerms, ...tokenize(nameWithoutExtension, surfaces, { title: true })]);
  const opening = terms.slice(0, OPENING_TERMS);
  const positions = new Map<string, number[]>();
  const frequency = new Map<string, number>();
  terms.forEach((term, index) => {
    frequency.set(term, (frequency.get(term) ?? 0) + 1);
    const list = positions.get(term);
    if (list) list.push(index);
    else positions.set(term, [index]);
  });
  const { profiles, idf, known } = buildMatchProfiles(input.recommendedFiles, knowledgeBase);
  const titleKnown = [...titleZone].filter(known);
  // How many words of the document's own heading (not its file name) any file's names or keywords use.
  const headingWords = new Set(
    tokenize(title, undefined, { title: true, keepJoinedWords: true }).filter(known),
  ).size;
  const doc = { titleZone, titleKnown, opening, terms, positions, frequency };
  const judged = profiles.map((profile) => judge(profile, doc, idf));
  addDominance(judged);
  const ranked = judged.sort(
    (a, b) => b.score - a.score || a.profile.fileName.localeCompare(b.profile.fileName),
  );
  // What the reasoning calls the document: its title, or its file's name when it has none.
  const shownTitle = title || nameWithoutExtension;
  return {
    ranked,
    text,
    title,
    shownTitle,
    surfaces,
    hasText: terms.length > 0,
    headingWords,
    heading,
    headingTerms,
    fileName: nameWithoutExtension,
  };
}
