import { describe, expect, test } from 'vitest';
import { factorAreas } from '#domain/scoring.ts';
import { documentKnowledgeBase } from './document-knowledge-base.ts';
import { factorCatalogue } from './factor-catalogue.ts';
import type { FactorCondition } from './factor-catalogue-types.ts';
import { questionCatalogue } from './question-catalogue.ts';

const questions = new Map(questionCatalogue.map((question) => [question.key, question]));
const documents = new Set(documentKnowledgeBase.map((document) => document.key));

function checkCondition(condition: FactorCondition, where: string) {
  const question = questions.get(condition.question);
  expect(question, `${where}: unknown question ${condition.question}`).toBeDefined();
  if ('is' in condition || 'isNot' in condition) {
    const values = ['is' in condition ? condition.is : condition.isNot].flat();
    if (question!.answerSet === 'Radio') {
      for (const value of values)
        expect(question!.options, `${where}: '${value}' is not an option`).toContain(value);
    }
  }
  if ('atLeast' in condition || 'below' in condition) expect(question!.answerSet).toBe('Number');
  if ('withinYears' in condition) expect(question!.answerSet).toBe('Year');
}

describe('factor catalogue', () => {
  test('at least 70 factors with unique stable keys, covering all seven areas', () => {
    expect(factorCatalogue.length).toBeGreaterThanOrEqual(70);
    expect(new Set(factorCatalogue.map((factor) => factor.key)).size).toBe(factorCatalogue.length);
    for (const area of factorAreas) {
      expect(factorCatalogue.filter((factor) => factor.area === area).length).toBeGreaterThanOrEqual(8);
    }
  });

  test('every factor has a question, a three-line rubric, an importance and something to draw on', () => {
    for (const factor of factorCatalogue) {
      expect(factor.question.endsWith('?'), factor.key).toBe(true);
      expect(
        factor.rubric.every((line) => line.length > 10),
        factor.key,
      ).toBe(true);
      expect(factor.importance).toBeGreaterThanOrEqual(1);
      expect(factor.importance).toBeLessThanOrEqual(10);
      expect(factor.questions.length + factor.documents.length, factor.key).toBeGreaterThan(0);
      expect(factor.terms.trim().length, factor.key).toBeGreaterThan(0);
    }
  });

  test('links point at real questions, real documents and real answer options', () => {
    for (const factor of factorCatalogue) {
      for (const key of factor.questions) expect(questions.has(key), `${factor.key}: ${key}`).toBe(true);
      for (const key of factor.documents) expect(documents.has(key), `${factor.key}: ${key}`).toBe(true);
      for (const rule of factor.rules) {
        checkCondition(rule.when, factor.key);
        expect(factor.questions, `${factor.key}: rule on an unlinked question`).toContain(rule.when.question);
        expect(rule.score).toBeGreaterThanOrEqual(0);
        expect(rule.score).toBeLessThanOrEqual(10);
      }
      for (const condition of factor.notRelevantWhen ?? []) checkCondition(condition, factor.key);
    }
  });
});
