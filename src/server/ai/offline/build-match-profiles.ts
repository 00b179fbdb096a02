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
  const raw = files.map((file) => {
    const known = file.documentKey ? byKey.get(file.documentKey) : undefined;
    const own = namesOf(file.fileName);
    const names = [...own.names];
    let keywords = own.extra;
    let description = file.description;
    if (known) {
      const kb = namesOf(known.fileName);
      names.push(...kb.names, ...known.aliases);
      keywords += ` ${kb.extra} ${known.keywords.join(' ')}`;
      description = `${file.description} ${known.description}`;
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
    return { id: file.id, fileName: file.fileName, phrases, terms, known: known !== undefined };
  });

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
  const total = knowledgeBase.length + raw.length;
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
