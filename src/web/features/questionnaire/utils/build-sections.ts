import { type GovernanceArea, governanceAreas, isExpired } from '#domain/questionnaire.ts';
import type { Answer, Question } from '../api/questionnaire';

export type Section = {
  area: GovernanceArea;
  questions: Question[];
  answered: number;
  total: number;
  expired: number;
};

/** The eleven sections in the spec's order, each with its questions (by order value) and counts. */
export function buildSections(
  questions: readonly Question[],
  answers: readonly Answer[],
  now: Date = new Date(),
): Section[] {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  return governanceAreas.map((area) => {
    const inArea = questions
      .filter((q) => q.governanceArea === area)
      .sort((a, b) => a.orderValue - b.orderValue);
    let answered = 0;
    let expired = 0;
    for (const question of inArea) {
      const answer = byQuestion.get(question.id);
      if (!answer) continue;
      answered += 1;
      if (isExpired(new Date(answer.savedAt), question.expirationDays, now)) expired += 1;
    }
    return { area, questions: inArea, answered, total: inArea.length, expired };
  });
}
