import { describe, expect, test } from 'vitest';
import { OFFLINE_EMBEDDING_MODEL, OFFLINE_EMBEDDING_MODEL_V1 } from '../embedding-model.ts';
import {
  buildSynonymIndex,
  conceptsIn,
  curatedSynonymGroups,
  normalizeWord,
  relatedPhrases,
} from './due-diligence-synonyms.ts';
import { embedText, embedTexts, OFFLINE_EMBEDDING_DIMENSIONS } from './embed-texts.ts';
import { contentWords } from './embedding-words.ts';
import contractsAndLegal from './synonym-groups/contracts-and-legal.json' with { type: 'json' };
import corporateAndFinance from './synonym-groups/corporate-and-finance.json' with { type: 'json' };
import peopleTechnologyAndEsg from './synonym-groups/people-technology-and-esg.json' with { type: 'json' };

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);
const similarity = (a: string, b: string) => cosine(embedText(a), embedText(b));
const words = (text: string) => contentWords(text).map(normalizeWord);

describe('the due-diligence vocabulary', () => {
  const index = buildSynonymIndex();

  test('a question and a document in different words name the same concept', () => {
    expect(conceptsIn(words('who are the directors'), index)).toContain('board');
    expect(conceptsIn(words('The Board met on 12 March'), index)).toContain('board');
    expect(conceptsIn(words('our cap table'), index)).toContain('capitalization');
    expect(conceptsIn(words('Northwind capitalisation table'), index)).toContain('capitalization');
    expect(conceptsIn(words('loan interest rate'), index)).toContain('interest');
    expect(conceptsIn(words('Term SOFR plus a margin of 4.25%'), index)).toContain('interest');
  });

  test('phrases match across stop words and plurals, as the passage words are read', () => {
    expect(conceptsIn(words('termination right on change of control'), index)).toContain('change_of_control');
    expect(conceptsIn(words('Directors and Officers liability'), index)).toContain('directors_officers');
  });

  test('knowledge-base aliases join the vocabulary: an alias meets its document’s other names', () => {
    const orgChart = conceptsIn(words('org chart'), index);
    expect(orgChart).toContain('kb:profile.organisation_chart');
    expect(conceptsIn(words('Organization Chart, March 2024'), index)).toContain(
      'kb:profile.organisation_chart',
    );
  });

  test('a word with no due-diligence meaning names nothing', () => {
    expect(conceptsIn(words('lasagne recipe with basil'), index)).toEqual([]);
    expect(relatedPhrases('lasagne recipe with basil', index)).toEqual([]);
  });

  test('the other ways to say what a question names, as written, for the full-text search', () => {
    expect(relatedPhrases('who are the directors', index)).toContain('board');
    expect(relatedPhrases('what lawsuits are pending', index)).toContain('litigation');
    expect(relatedPhrases('what is our loan interest rate', index)).toEqual(
      expect.arrayContaining(['sofr', 'margin', 'facility']),
    );
  });

  test('a founder’s everyday words meet the terms a lawyer or an accountant drafts in', () => {
    expect(relatedPhrases('how much do we owe the bank', index)).toContain('facility');
    expect(relatedPhrases('can a leaver poach our staff', index)).toContain('non-solicitation');
    expect(relatedPhrases('what if our data gets hacked', index)).toContain('security incident');
    expect(relatedPhrases('money customers paid upfront', index)).toContain('deferred revenue');
    expect(relatedPhrases('can they cut off our access', index)).toContain('suspension');
    // A short form with '&' is one word here ('R&D'), though the full-text search reads two letters.
    expect(relatedPhrases('R&D tax credit', index)).toContain('research and development');
    expect(relatedPhrases('are preferred shareholders paid first if we are wound up', index)).toContain(
      'liquidation preference',
    );
    expect(relatedPhrases('how many seats does the VC get', index)).toContain('investor');
    expect(relatedPhrases('is our brand name protected in America', index)).toEqual(
      expect.arrayContaining(['trademark', 'united states']),
    );
    expect(relatedPhrases('how long do we keep CVs', index)).toContain('recruitment');
    expect(relatedPhrases('what if someone is fiddling the books', index)).toContain('fraud');
  });

  test('a word common outside due diligence does not pull a question towards a group', () => {
    for (const question of ['send me the report', 'give me a name', 'tell me about the team'])
      expect(relatedPhrases(question, index)).toEqual([]);
    // Such words join a group only within a phrase: 'board minutes', 'share subscription'.
    expect(conceptsIn(words('restore within 15 minutes'), index)).not.toContain('meetings');
    expect(conceptsIn(words('software subscription fees'), index)).not.toContain('funding');
    expect(conceptsIn(words('dispute resolution procedure'), index)).not.toContain('voting');
    expect(conceptsIn(words('units sold in the quarter'), index)).not.toContain('change_of_control');
    expect(conceptsIn(words('issues raised by customers'), index)).not.toContain('funding');
    expect(conceptsIn(words('the board minutes of March'), index)).toContain('meetings');
    // 'Own' is everyday English ('our own code'); ownership of the company is asked in phrases.
    expect(conceptsIn(words('could it force us to publish our own code'), index)).not.toContain(
      'capitalization',
    );
    expect(conceptsIn(words('who owns the company'), index)).toContain('capitalization');
  });

  test('a phrase keeps two words or more once its stop words are gone, so it never acts as one word', () => {
    // 'hang on to' would be 'hang' alone, and 'please hang the poster' would be about keeping data.
    const collapsed = Object.values(curatedSynonymGroups)
      .flat()
      .filter((phrase) => /\s/.test(phrase.trim()) && contentWords(phrase).length < 2);
    expect(collapsed).toEqual([]);
    expect(conceptsIn(words('the company acquired new laptops'), index)).not.toContain('change_of_control');
    expect(conceptsIn(words('brand new premises'), index)).not.toContain('intellectual_property');
    expect(conceptsIn(words('prepayments and accrued income'), index)).not.toContain('repayment');
    for (const sentence of [
      'the scope of services',
      'please keep the door closed',
      'target company warranties',
      'lunch break rota',
    ])
      expect(conceptsIn(words(sentence), index)).toEqual([]);
  });

  test('every synonym group is named once across the data files', () => {
    const names = [contractsAndLegal, corporateAndFinance, peopleTechnologyAndEsg].flatMap(Object.keys);
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(curatedSynonymGroups)).toHaveLength(names.length);
  });
});

describe('offline embeddings', () => {
  test('are unit vectors of fixed size, the same for the same text', () => {
    const vector = embedText('The board approved the budget');
    expect(vector).toHaveLength(OFFLINE_EMBEDDING_DIMENSIONS);
    expect(Math.hypot(...vector)).toBeCloseTo(1, 6);
    expect(embedText('The board approved the budget')).toEqual(vector);
    expect(embedText('the of and')).toEqual(new Array(OFFLINE_EMBEDDING_DIMENSIONS).fill(0));
  });

  test('carry meaning beyond exact words: synonyms bring a question closer to its answer', () => {
    const question = 'who are the directors';
    const minutes = 'Present: the Board, chaired by Daniel Brooks, and Sarah Okafor';
    const recipe = 'Present the lasagne with fresh basil and serve';
    expect(similarity(question, minutes)).toBeGreaterThan(0.2);
    expect(similarity(question, minutes)).toBeGreaterThan(similarity(question, recipe));

    const rate = 'what is our loan interest rate';
    const facility = 'The Facility bears Term SOFR plus a margin of 4.25% per annum';
    expect(similarity(rate, facility)).toBeGreaterThan(similarity(rate, minutes));
  });

  test('word pairs keep phrases: a passage with the phrase ranks above one with its words apart', () => {
    const question = 'notice period for termination';
    const phrase =
      'Either party may end this contract by giving a notice period of three months before termination';
    const apart = 'Period of the contract: two years. Termination for breach. Notice to the landlord.';
    expect(similarity(question, phrase)).toBeGreaterThan(similarity(question, apart));
  });

  test('each vector says its model; the earlier model is still computed for stores not yet re-indexed', () => {
    expect(embedTexts(['board']).model).toBe(OFFLINE_EMBEDDING_MODEL);
    const earlier = embedTexts(['who are the directors'], OFFLINE_EMBEDDING_MODEL_V1);
    expect(earlier.model).toBe(OFFLINE_EMBEDDING_MODEL_V1);
    expect(earlier.vectors[0]).not.toEqual(embedText('who are the directors'));
    expect(embedTexts(['board'], 'text-embedding-3-small').model).toBe(OFFLINE_EMBEDDING_MODEL);
  });
});
