import { countExpired, progress } from '../../../domain/questionnaire.ts';
import type { Db } from '../../db/client.ts';
import { currentAnswers } from './current-answers.ts';
import { listQuestions } from './list-questions.ts';

/** Progress and the expired-answer count, for the sidebar badge. */
export async function questionnaireSummary(db: Db, accountId: string, now = new Date()) {
  const [questions, answers] = await Promise.all([listQuestions(db), currentAnswers(db, accountId)]);
  return {
    progress: progress(
      questions.map((q) => q.id),
      answers,
    ),
    expiredCount: countExpired(questions, answers, now),
  };
}
