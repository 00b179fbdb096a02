import type { AnswerCondition } from './knowledge-base-types.ts';

/** Whether one condition holds for the answers (keyed by question key). Unanswered is false. */
export function evaluateCondition(condition: AnswerCondition, answers: ReadonlyMap<string, string>): boolean {
  const value = answers.get(condition.question);
  if ('answered' in condition) return condition.answered === (value !== undefined);
  if (value === undefined) return false;
  if ('is' in condition) return [condition.is].flat().includes(value);
  if ('isNot' in condition) return ![condition.isNot].flat().includes(value);
  const number = Number(value);
  if (!Number.isFinite(number)) return false;
  if ('atLeast' in condition) return number >= condition.atLeast;
  return number < condition.below;
}

export function anyHolds(
  conditions: readonly AnswerCondition[] | undefined,
  answers: ReadonlyMap<string, string>,
) {
  return (conditions ?? []).some((condition) => evaluateCondition(condition, answers));
}

export function allHold(conditions: readonly AnswerCondition[], answers: ReadonlyMap<string, string>) {
  return conditions.every((condition) => evaluateCondition(condition, answers));
}
