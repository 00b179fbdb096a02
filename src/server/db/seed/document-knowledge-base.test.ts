import { describe, expect, test } from 'vitest';
import { governanceAreas } from '#domain/questionnaire.ts';
import type { AnswerCondition } from '#server/ai/offline/knowledge-base-types.ts';
import { documentKnowledgeBase } from './document-knowledge-base.ts';
import { questionCatalogue } from './question-catalogue.ts';

const questions = new Map(questionCatalogue.map((q) => [q.key, q]));

const conditionsOf = (document: (typeof documentKnowledgeBase)[number]): AnswerCondition[] => [
  ...(document.includeWhen ?? []),
  ...(document.excludeWhen ?? []),
  ...(document.priorityRules ?? []).flatMap((rule) => rule.when),
];

describe('the document knowledge base', () => {
  test('holds at least 90 documents with unique keys and unique file names', () => {
    expect(documentKnowledgeBase.length).toBeGreaterThanOrEqual(90);
    const keys = documentKnowledgeBase.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    const names = documentKnowledgeBase.map((d) => d.fileName.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  test('covers each of the eleven governance areas with at least 5 documents', () => {
    const perArea = new Map<string, number>();
    for (const document of documentKnowledgeBase) {
      expect(governanceAreas).toContain(document.category);
      perArea.set(document.category, (perArea.get(document.category) ?? 0) + 1);
    }
    expect(governanceAreas).toHaveLength(11);
    for (const area of governanceAreas) expect(perArea.get(area) ?? 0, area).toBeGreaterThanOrEqual(5);
  });

  test('every document has a name, description, priority, aliases and keywords', () => {
    for (const document of documentKnowledgeBase) {
      expect(document.fileName.trim(), document.key).not.toBe('');
      expect(document.description.length, document.key).toBeGreaterThan(40);
      expect(['high', 'medium', 'low'], document.key).toContain(document.basePriority);
      expect(document.aliases.length, document.key).toBeGreaterThan(0);
      expect(document.keywords.length, document.key).toBeGreaterThan(0);
      for (const rule of document.priorityRules ?? []) {
        expect(rule.when.length, document.key).toBeGreaterThan(0);
        expect(rule.reason.trim(), document.key).not.toBe('');
      }
    }
  });

  test('every rule names a catalogue question and, for options, one of its Radio options', () => {
    for (const document of documentKnowledgeBase) {
      for (const condition of conditionsOf(document)) {
        const question = questions.get(condition.question);
        expect(question, `${document.key} → ${condition.question}`).toBeDefined();
        const values = 'is' in condition ? condition.is : 'isNot' in condition ? condition.isNot : null;
        if (values !== null) {
          expect(question!.answerSet, `${document.key} → ${condition.question}`).toBe('Radio');
          for (const value of [values].flat()) {
            expect(question!.options, `${document.key} → ${condition.question} = ${value}`).toContain(value);
          }
        }
        if ('atLeast' in condition || 'below' in condition) {
          expect(['Number', 'Year'], `${document.key} → ${condition.question}`).toContain(
            question!.answerSet,
          );
        }
      }
    }
  });
});
