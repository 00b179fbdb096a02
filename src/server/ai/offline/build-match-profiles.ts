import type { RecommendedFileProfile } from '../engine.ts';
import type { KnowledgeDocument } from './knowledge-base-types.ts';
import { tokenize } from './tokenize-text.ts';

/** A name a document goes by, kept in original words (for the reasoning) and as terms. */
export type MatchPhrase = { text: string; terms: string[] };

/** What one recommended file looks like to the matcher. */
export type MatchProfile = {
  id: string;
  fileName: string;
  /** The file's names and aliases: in a title they are the strongest evidence there is. */
  phrases: MatchPhrase[];
  /** Every profile term with its field weight (names > keywords > description). */
  terms: Map<string, number>;
  /** Sum of weight × idf over the terms: what a document covering all of them would score. */
  totalWeight: number;
  /**
   * A knowledge-base document that is not recommended: not a candidate, but a document that is
   * plainly one of these (board minutes when only HR files are recommended) fulfils nothing.
   */
  shadow: boolean;
};

/**
 * Profiles are built from the same few hundred names and descriptions on every analysis, so their
 * terms are remembered (bounded: a run of unusual custom file names cannot grow it without limit).
 */
const termsCache = new Map<string, string[]>();
function profileTerms(text: string) {
  let terms = termsCache.get(text);
  if (!terms) {
    if (termsCache.size > 20_000) termsCache.clear();
    terms = tokenize(text);
    termsCache.set(text, terms);
  }
  return terms;
}

const NAME_WEIGHT = 3;
const KEYWORD_WEIGHT = 2;
const DESCRIPTION_WEIGHT = 0.5;

/** Splits 'Certificate of Good Standing / Registry Extract (US: Form 990)' into its names. */
function namesOf(fileName: string): { names: string[]; extra: string } {
  const extra = [...fileName.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]).join(' ');
  const names = fileName
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+\/\s+|;/)
    .map((name) => name.trim())
    .filter(Boolean);
  return { names, extra };
}

/** A name compared loosely: its terms, so 'Board Minutes (last 3 years)' and 'board minutes' meet. */
function nameKey(name: string) {
  return profileTerms(name.replace(/\([^)]*\)/g, ' ')).join(' ');
}

function phrase(text: string): MatchPhrase | null {
  const terms = profileTerms(text);
  return terms.length ? { text, terms } : null;
}

/**
 * Builds one profile per recommended file: its knowledge-base entry when it has a key the engine
 * knows, else its own file name and description. Term weights are scaled by an inverse document
 * frequency over the whole knowledge base plus these files, so words many documents share
 * ('policy', 'agreement', 'report') count for little and distinctive ones ('debenture') for much.
 */
export function buildMatchProfiles(
  files: readonly RecommendedFileProfile[],
  knowledgeBase: readonly KnowledgeDocument[],
) {
  const byKey = new Map(knowledgeBase.map((document) => [document.key, document]));
  // A file without a key (a remote engine's list) that carries a knowledge-base name is that document.
  const byName = new Map<string, KnowledgeDocument>();
  for (const document of knowledgeBase) {
    for (const name of [document.fileName, ...document.aliases]) byName.set(nameKey(name), document);
  }
  const recommended = files.map((file) => ({
    file,
    known: file.documentKey ? byKey.get(file.documentKey) : byName.get(nameKey(file.fileName)),
  }));
  const covered = new Set(recommended.map((r) => r.known?.key));
  const shadows = knowledgeBase
    .filter((document) => !covered.has(document.key))
    .map((document) => ({
      file: {
        id: `knowledge-base:${document.key}`,
        fileName: document.fileName,
        category: document.category,
        description: document.description,
        documentKey: document.key,
      },
      known: document,
      shadow: true,
    }));
  const raw = [...recommended.map((r) => ({ ...r, shadow: false })), ...shadows].map(
    ({ file, known, shadow }) => {
      const own = namesOf(file.fileName);
      const names = [...own.names];
      let keywords = own.extra;
      let description = file.description;
      if (known) {
        const kb = namesOf(known.fileName);
        names.push(...kb.names, ...known.aliases);
        keywords += ` ${kb.extra} ${known.keywords.join(' ')}`;
        description =
          file.description === known.description ? description : `${description} ${known.description}`;
      }
      const phrases = [...new Set(names)].map(phrase).filter((p): p is MatchPhrase => p !== null);
      const terms = new Map<string, number>();
      const add = (list: string[], weight: number) => {
        for (const term of list) terms.set(term, Math.max(terms.get(term) ?? 0, weight));
      };
      add(profileTerms(description), DESCRIPTION_WEIGHT);
      add(profileTerms(keywords), KEYWORD_WEIGHT);
      add(
        phrases.flatMap((p) => p.terms),
        NAME_WEIGHT,
      );
      return { id: file.id, fileName: file.fileName, phrases, terms, known: known !== undefined, shadow };
    },
  );

  // Document frequency over the knowledge base and the files, so even a short list of
  // recommended files gets a stable sense of which words are distinctive.
  const documentFrequency = new Map<string, number>();
  const count = (terms: Iterable<string>) => {
    for (const term of new Set(terms)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  };
  for (const document of knowledgeBase) {
    count(
      profileTerms(
        [document.fileName, ...document.aliases, ...document.keywords, document.description].join(' '),
      ),
    );
  }
  for (const profile of raw) if (!profile.known) count(profile.terms.keys());
  // Twice the number of distinct profiles: the scale the matcher's thresholds were tuned at.
  const total = 2 * (knowledgeBase.length + raw.filter((profile) => !profile.known).length);
  const idf = (term: string) => Math.log(1 + total / ((documentFrequency.get(term) ?? 0) + 0.5));

  const profiles: MatchProfile[] = raw.map(({ known: _known, ...profile }) => {
    let totalWeight = 0;
    for (const [term, weight] of profile.terms) totalWeight += weight * idf(term);
    return { ...profile, totalWeight };
  });
  /** Whether any profile uses the word: unknown words (names, places) neither help nor hurt. */
  const known = (term: string) => documentFrequency.has(term);
  return { profiles, idf, known };
}
