import { countExpired, progress } from '#domain/questionnaire.ts';
import type { Db } from '#server/db/client.ts';
import { listCurrentAnswers } from './list-current-answers.ts';
import { listQuestions } from './list-questions.ts';

/** Progress and the expired-answer count, for the sidebar badge. */
export async function getQuestionnaireSummary(
  db: Db,
  { accountId, now = new Date() }: { accountId: string; now?: Date },
) {
  const [questions, answers] = await Promise.all([listQuestions(db), listCurrentAnswers(db, { accountId })]);
  return {
    progress: progress(
      questions.map((q) => q.id),
      answers,
    ),
    expiredCount: countExpired(questions, answers, now),
  };
}
