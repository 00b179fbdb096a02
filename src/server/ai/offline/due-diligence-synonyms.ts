import { documentKnowledgeBase } from '#server/db/seed/document-knowledge-base.ts';
import { contentWords } from './embedding-words.ts';
import type { KnowledgeDocument } from './knowledge-base-types.ts';
import contractsAndLegal from './synonym-groups/contracts-and-legal.json' with { type: 'json' };
import corporateAndFinance from './synonym-groups/corporate-and-finance.json' with { type: 'json' };
import peopleTechnologyAndEsg from './synonym-groups/people-technology-and-esg.json' with { type: 'json' };
import { stem } from './tokenize-text.ts';

/**
 * Words people ask with and words documents are written in, grouped by what they mean in due
 * diligence: a question about 'directors' should meet minutes naming 'the board', 'interest rate'
 * a facility's 'margin over SOFR', 'how much do we owe the bank' a facility agreement. Each group
 * becomes one shared feature of the offline embedding, and a question naming any phrase of a group
 * also searches for the group's other phrases. Kept general (any company's data room, the lay words
 * a founder types as well as the terms a lawyer drafts in), not tuned to one set of documents. A word
 * common outside its meaning ('report', 'minutes', 'subscription') would pull every text that uses
 * it towards the group, so such a word enters as part of a phrase ('board minutes', 'share
 * subscription'). The groups are data, by area: company, shares, governance, funding and the
 * numbers; contracts, property, disputes, insurance and compliance; people, IT security, privacy,
 * resilience and ESG.
 */
export const curatedSynonymGroups: Record<string, string[]> = {
  ...corporateAndFinance,
  ...contractsAndLegal,
  ...peopleTechnologyAndEsg,
};

/** Phrases of ≥ 2 words, and upper-case short forms, of each knowledge-base document's names. */
function knowledgeBaseGroups(documents: readonly KnowledgeDocument[]): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const document of documents) {
    const names = [...document.fileName.split(/\s+\/\s+/), ...document.aliases];
    const phrases = names.filter((name) => /\s/.test(name.trim()) || /^[A-Z0-9]{3,}$/.test(name.trim()));
    if (phrases.length > 1) groups[`kb:${document.key}`] = phrases;
  }
  return groups;
}

/** Words as the embedding sees them: lower case, light stemming (plurals, -ing, -ed, spellings). */
export function normalizeWord(word: string): string {
  return stem(word.toLowerCase());
}

/** A phrase's words as the embedding reads them, joined by one space: the key the lookup matches on. */
function phraseKey(phrase: string): string {
  return contentWords(phrase).map(normalizeWord).join(' ');
}

export type SynonymIndex = {
  /** Normalised phrase → the groups it belongs to. */
  concepts: Map<string, string[]>;
  /** Group → its phrases as written. */
  phrases: Map<string, string[]>;
  longest: number;
};

/** The lookup from a normalised phrase to the groups it belongs to. */
export function buildSynonymIndex(
  groups: Record<string, string[]> = {
    ...curatedSynonymGroups,
    ...knowledgeBaseGroups(documentKnowledgeBase),
  },
): SynonymIndex {
  const concepts = new Map<string, string[]>();
  let longest = 1;
  for (const [concept, phrases] of Object.entries(groups)) {
    for (const phrase of phrases) {
      const key = phraseKey(phrase);
      if (!key) continue;
      longest = Math.max(longest, key.split(' ').length);
      const list = concepts.get(key) ?? [];
      if (!list.includes(concept)) list.push(concept);
      concepts.set(key, list);
    }
  }
  return { concepts, phrases: new Map(Object.entries(groups)), longest };
}

/** The curated and knowledge-base groups, built once: the offline embeddings and search share them. */
export const dueDiligenceSynonyms = buildSynonymIndex();

/**
 * The other ways to say what `text` names: every phrase of the groups it mentions. Search asks the
 * full-text index for them too, so 'who are the directors' meets minutes of 'the board'.
 */
export function relatedPhrases(text: string, index: SynonymIndex): string[] {
  const groups = new Set(conceptsIn(contentWords(text).map(normalizeWord), index));
  return [...groups].flatMap((group) => index.phrases.get(group) ?? []);
}

/** The groups named by a sequence of normalised words (each phrase of up to `longest` words). */
export function conceptsIn(words: readonly string[], index: SynonymIndex): string[] {
  const found: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let length = 1; length <= index.longest && start + length <= words.length; length++) {
      const concepts = index.concepts.get(words.slice(start, start + length).join(' '));
      if (concepts) found.push(...concepts);
    }
  }
  return found;
}
