import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  areaStatus,
  countStatuses,
  evidenceEntries,
  type FactorStatus,
  factorStatuses,
  importanceBand,
  plainAverageScore,
  type ScoredFactor,
  weightedScore,
} from './scoring.ts';

const row = fc.record({
  status: fc.constantFrom<FactorStatus>(...factorStatuses),
  score: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
  importance: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
  isRelevant: fc.option(fc.boolean(), { nil: null }),
});

describe('weighted score (spec 2 §9)', () => {
  test('sum(score × importance) / sum(importance) × 10, rounded, over completed scored factors', () => {
    expect(
      weightedScore([
        { status: 'completed', score: 8, importance: 3 },
        { status: 'completed', score: 4, importance: 1 },
      ]),
    ).toBe(70);
    // Pending, failed, processing and unscored rows do not count.
    expect(
      weightedScore([
        { status: 'completed', score: 10, importance: 2 },
        { status: 'pending', score: 0, importance: 10 },
        { status: 'failed', score: 0, importance: 10 },
        { status: 'completed', score: null, importance: 10 },
      ]),
    ).toBe(100);
  });

  test('a dash (null) until something is completed', () => {
    expect(weightedScore([])).toBeNull();
    expect(weightedScore([{ status: 'processing', score: null, importance: null }])).toBeNull();
  });

  test('importance defaults to 1 when missing', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1 }), (scores) => {
        const rows = scores.map((score) => ({ status: 'completed' as const, score, importance: null }));
        const ones = scores.map((score) => ({ status: 'completed' as const, score, importance: 1 }));
        expect(weightedScore(rows)).toBe(weightedScore(ones));
        const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
        expect(weightedScore(rows)).toBe(Math.round(mean * 10));
      }),
    );
  });

  test('always between the lowest and highest completed score × 10', () => {
    fc.assert(
      fc.property(fc.array(row), (rows) => {
        const result = weightedScore(rows);
        const counted = rows.filter((r) => r.status === 'completed' && r.score != null);
        if (result == null) return;
        const scores = counted.map((r) => r.score as number);
        expect(result).toBeGreaterThanOrEqual(Math.min(...scores) * 10);
        expect(result).toBeLessThanOrEqual(Math.max(...scores) * 10);
      }),
    );
  });
});

describe('dashboard average (spec 2 §9)', () => {
  test('plain average of relevant scored factors, out of 100, ignoring importance and irrelevant ones', () => {
    const rows: ScoredFactor[] = [
      { status: 'completed', score: 9, importance: 10, isRelevant: true },
      { status: 'completed', score: 6, importance: 1, isRelevant: true },
      { status: 'completed', score: 0, importance: 5, isRelevant: false },
      { status: 'pending', score: null, importance: null },
    ];
    expect(plainAverageScore(rows)).toBe(75);
    expect(plainAverageScore([])).toBeNull();
  });

  test('property: equals the rounded mean × 10 of the counted scores', () => {
    fc.assert(
      fc.property(fc.array(row), (rows) => {
        const counted = rows.filter(
          (r) => r.status === 'completed' && r.score != null && r.isRelevant !== false,
        );
        const expected =
          counted.length === 0
            ? null
            : Math.round((counted.reduce((a, r) => a + (r.score as number), 0) / counted.length) * 10);
        expect(plainAverageScore(rows)).toBe(expected);
      }),
    );
  });
});

describe('importance bands (spec 2 §9)', () => {
  test('importance: ≥ 8 red, ≥ 6 orange, ≥ 4 yellow, ≥ 2 blue, else grey; missing counts as 1', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 10, null].map(importanceBand)).toEqual([
      'grey',
      'grey',
      'blue',
      'blue',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
      'grey',
    ]);
  });
});

describe('area status (spec 2 §4)', () => {
  test('empty when none completed, partial when some, complete when all completed with a score', () => {
    expect(areaStatus([])).toBe('empty');
    expect(areaStatus([{ status: 'pending', score: null, importance: null }])).toBe('empty');
    expect(
      areaStatus([
        { status: 'completed', score: 5, importance: 1 },
        { status: 'failed', score: null, importance: null },
      ]),
    ).toBe('partial');
    expect(areaStatus([{ status: 'completed', score: null, importance: null }])).toBe('partial');
    expect(areaStatus([{ status: 'completed', score: 5, importance: 1 }])).toBe('complete');
  });
  test('property: complete exactly when every row is completed and scored', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1 }), (rows) => {
        const all = rows.every((r) => r.status === 'completed' && r.score != null);
        expect(areaStatus(rows) === 'complete').toBe(all);
        expect(areaStatus(rows) === 'empty').toBe(rows.every((r) => r.status !== 'completed'));
      }),
    );
  });
});

describe('counts and evidence', () => {
  test('counts add up to the total', () => {
    fc.assert(
      fc.property(fc.array(row), (rows) => {
        const counts = countStatuses(rows);
        expect(counts.pending + counts.processing + counts.completed + counts.failed).toBe(counts.total);
      }),
    );
  });
  test('both evidence shapes read the same way', () => {
    const object = evidenceEntries({
      questionnaire_evidence: [{ question_text: 'Q', answer_value: 'A' }],
      document_evidence: [{ file_name: 'f.pdf', quote: 'x' }],
      file_search_results: [{ file_name: 'g.pdf', quote: 'y' }],
    });
    const list = evidenceEntries([
      { question_text: 'Q', answer_value: 'A' },
      { file_name: 'f.pdf', quote: 'x' },
      { file_name: 'g.pdf', quote: 'y' },
    ]);
    expect(list.answers).toEqual(object.answers);
    expect(list.quotes.map((q) => q.quote)).toEqual(object.quotes.map((q) => q.quote));
  });
});
