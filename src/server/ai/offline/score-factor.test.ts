import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { factorCatalogue } from '#server/db/seed/factor-catalogue.ts';
import { linkedQuestions } from '#server/db/seed/seed-factors.ts';
import type { FactorToScore, ScoreFactorInput } from '../engine.ts';
import { quoteFrom, scoreFactorOffline } from './score-factor.ts';

const seed = factorCatalogue.find((f) => f.key === 'governance.board_minutes')!;
const factor: FactorToScore = {
  id: '00000000-0000-4000-8000-000000000001',
  key: seed.key,
  area: seed.area,
  questionText: seed.question,
  rubric: { '0': seed.rubric[0], '5': seed.rubric[1], '10': seed.rubric[2] },
  defaultImportance: seed.importance,
  questionKeys: linkedQuestions(seed),
  documentKeys: seed.documents,
  searchTerms: seed.terms,
};
const answer = (key: string, value: string) => ({
  questionId: key,
  key,
  questionText: `${key}?`,
  area: 'Board Governance',
  value,
});
const input = (overrides: Partial<ScoreFactorInput> = {}): ScoreFactorInput => ({
  companyName: 'Acme',
  factor,
  answers: [],
  documents: [],
  passages: [],
  now: new Date('2026-06-01T00:00:00Z'),
  ...overrides,
});

describe('offline factor scoring', () => {
  test('applies the rubric to the answers: yes scores 10, no scores 0, and says so', () => {
    const yes = scoreFactorOffline(input({ answers: [answer('board.minutes_kept', 'Yes')] }), seed);
    const no = scoreFactorOffline(input({ answers: [answer('board.minutes_kept', 'No')] }), seed);
    expect(yes.score).toBe(10);
    expect(no.score).toBe(0);
    expect(yes.rationale).toContain(seed.rubric[2]);
    expect(no.rationale).toContain(seed.rubric[0]);
    expect(yes.evidence.questionnaire_evidence).toEqual([
      { question_text: 'board.minutes_kept?', answer_value: 'Yes' },
    ]);
  });

  test('no board: not relevant, importance 0, so it weighs nothing', () => {
    const result = scoreFactorOffline(input({ answers: [answer('board.director_count', '0')] }), seed);
    expect(result).toMatchObject({ is_relevant: false, importance: 0, score: 0 });
  });

  test('fulfilled documents raise the score; missing ones lower it', () => {
    const documents = (fulfilment: 'fulfilled' | 'unfulfilled') =>
      seed.documents.map((key) => ({
        key,
        fileName: key,
        recommended: true,
        fulfilment,
        bestConfidence: null,
        files: [],
      }));
    const base = { answers: [answer('board.minutes_kept', 'Yes')] };
    const withDocs = scoreFactorOffline(input({ ...base, documents: documents('fulfilled') }), seed);
    const without = scoreFactorOffline(input({ ...base, documents: documents('unfulfilled') }), seed);
    expect(withDocs.score).toBeGreaterThan(without.score);
  });

  test('deterministic: the same input gives the same result', () => {
    const a = scoreFactorOffline(input({ answers: [answer('board.minutes_kept', 'Yes')] }), seed);
    const b = scoreFactorOffline(input({ answers: [answer('board.minutes_kept', 'Yes')] }), seed);
    expect(a).toEqual(b);
  });

  test('every quote is a verbatim substring of its passage', () => {
    const terms = new Set(['minut', 'board']);
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (content) => {
        const quote = quoteFrom(content, terms);
        expect(content.includes(quote)).toBe(true);
        expect(quote.length).toBeLessThanOrEqual(320);
      }),
    );
    const passage = 'Introduction. The board approved the minutes of the last meeting. Other business.';
    expect(quoteFrom(passage, new Set(['board', 'minut']))).toBe(
      'The board approved the minutes of the last meeting.',
    );
  });
});
