import { describe, expect, test } from 'vitest';
import { allHold, anyHolds, evaluateCondition } from './evaluate-condition.ts';
import type { AnswerCondition } from './knowledge-base-types.ts';

const answers = new Map([
  ['finance.has_debt', 'Yes'],
  ['hr.headcount', '25'],
  ['profile.legal_name', 'Acme Ltd'],
]);
const holds = (condition: AnswerCondition) => evaluateCondition(condition, answers);

describe('evaluateCondition', () => {
  test.each<[string, AnswerCondition, boolean]>([
    ['is: the same option', { question: 'finance.has_debt', is: 'Yes' }, true],
    ['is: another option', { question: 'finance.has_debt', is: 'No' }, false],
    ['is: one of a list', { question: 'finance.has_debt', is: ['No', 'Yes'] }, true],
    ['is: none of a list', { question: 'finance.has_debt', is: ['No', 'In progress'] }, false],
    ['is: exact text only (case matters)', { question: 'finance.has_debt', is: 'yes' }, false],
    ['isNot: another option', { question: 'finance.has_debt', isNot: 'No' }, true],
    ['isNot: the same option', { question: 'finance.has_debt', isNot: 'Yes' }, false],
    ['isNot: in a list', { question: 'finance.has_debt', isNot: ['No', 'Yes'] }, false],
    ['isNot: outside a list', { question: 'finance.has_debt', isNot: ['No', 'In progress'] }, true],
    ['atLeast: above', { question: 'hr.headcount', atLeast: 10 }, true],
    ['atLeast: equal', { question: 'hr.headcount', atLeast: 25 }, true],
    ['atLeast: below', { question: 'hr.headcount', atLeast: 26 }, false],
    ['below: under', { question: 'hr.headcount', below: 26 }, true],
    ['below: equal is not below', { question: 'hr.headcount', below: 25 }, false],
    ['atLeast: text is not a number', { question: 'profile.legal_name', atLeast: 0 }, false],
    ['below: text is not a number', { question: 'profile.legal_name', below: 1e12 }, false],
    ['answered: true for an answered question', { question: 'finance.has_debt', answered: true }, true],
    ['answered: false for an answered question', { question: 'finance.has_debt', answered: false }, false],
  ])('%s', (_name, condition, expected) => {
    expect(holds(condition)).toBe(expected);
  });

  test.each<[string, AnswerCondition, boolean]>([
    ['is', { question: 'ip.registered_ip', is: 'No' }, false],
    [
      'isNot (an unanswered question is not "not Yes")',
      { question: 'ip.registered_ip', isNot: 'Yes' },
      false,
    ],
    ['atLeast', { question: 'hr.contractor_count', atLeast: 0 }, false],
    ['below', { question: 'hr.contractor_count', below: 1 }, false],
    ['answered: true', { question: 'ip.registered_ip', answered: true }, false],
    ['answered: false', { question: 'ip.registered_ip', answered: false }, true],
  ])('an unanswered question: %s', (_name, condition, expected) => {
    expect(holds(condition)).toBe(expected);
  });

  test('decimal numbers compare as numbers', () => {
    const decimals = new Map([['hr.headcount', '0.5']]);
    expect(evaluateCondition({ question: 'hr.headcount', atLeast: 1 }, decimals)).toBe(false);
    expect(evaluateCondition({ question: 'hr.headcount', below: 1 }, decimals)).toBe(true);
  });
});

describe('anyHolds and allHold', () => {
  const yes: AnswerCondition = { question: 'finance.has_debt', is: 'Yes' };
  const no: AnswerCondition = { question: 'finance.has_debt', is: 'No' };

  test('anyHolds needs one condition; none (or no list) holds nothing', () => {
    expect(anyHolds([no, yes], answers)).toBe(true);
    expect(anyHolds([no], answers)).toBe(false);
    expect(anyHolds([], answers)).toBe(false);
    expect(anyHolds(undefined, answers)).toBe(false);
  });

  test('allHold needs every condition; an empty list holds', () => {
    expect(allHold([yes, { question: 'hr.headcount', atLeast: 1 }], answers)).toBe(true);
    expect(allHold([yes, no], answers)).toBe(false);
    expect(allHold([], answers)).toBe(true);
  });
});
