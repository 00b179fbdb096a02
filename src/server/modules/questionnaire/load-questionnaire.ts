import { countExpired, progress } from '../../../domain/questionnaire.ts';
import type { Db } from '../../db/client.ts';
import { getCompany } from '../company/get-company.ts';
import { currentAnswers } from './current-answers.ts';
import { listQuestions } from './list-questions.ts';

/** Everything the questionnaire page shows: questions, current answers, progress and expiry. */
export async function loadQuestionnaire(db: Db, accountId: string, now = new Date()) {
  const [questions, answers, { company }] = await Promise.all([
    listQuestions(db),
    currentAnswers(db, accountId),
    getCompany(db, accountId),
  ]);
  const lastUpdatedAt = answers.reduce<Date | null>(
    (latest, a) => (!latest || a.savedAt > latest ? a.savedAt : latest),
    null,
  );
  return {
    companyId: company?.id ?? null,
    questions,
    answers,
    progress: progress(
      questions.map((q) => q.id),
      answers,
    ),
    expiredCount: countExpired(questions, answers, now),
    lastUpdatedAt,
  };
}
