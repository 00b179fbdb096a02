import type { Questionnaire } from '../api/questionnaire';

/** The answers the server hashes for source_answers_hash: the current ones of questions that still exist. */
export function hashableAnswers({ questions, answers }: Questionnaire) {
  const ids = new Set(questions.map((q) => q.id));
  return answers.filter((a) => ids.has(a.questionId)).map(({ questionId, value }) => ({ questionId, value }));
}
