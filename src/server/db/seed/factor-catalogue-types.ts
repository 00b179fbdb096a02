import type { FactorArea } from '#domain/scoring.ts';
import type { AnswerCondition } from '#server/ai/offline/knowledge-base-types.ts';

/** A test over one answer: the knowledge base's conditions, plus a year no older than `withinYears`. */
export type FactorCondition = AnswerCondition | { question: string; withinYears: number };

/** One rubric line the offline engine applies: when the answer holds, the factor earns `score`. */
export type AnswerRule = { when: FactorCondition; score: number };

/**
 * One factor of the catalogue. `key` is stable forever (rows are matched by it); `questions` are
 * question-catalogue keys and `documents` knowledge-base keys the factor draws on.
 */
export type SeedFactor = {
  key: string;
  area: FactorArea;
  /** The question the factor answers. */
  question: string;
  /** What 0, 5 and 10 look like. */
  rubric: [string, string, string];
  importance: number;
  questions: string[];
  documents: string[];
  /** Words searched for in the company's own documents. */
  terms: string;
  /** The offline engine's rubric over the answers; every rule that holds counts, averaged. */
  rules: AnswerRule[];
  /** When any holds, the factor does not apply to the company (e.g. no board → board factors). */
  notRelevantWhen?: FactorCondition[];
};
