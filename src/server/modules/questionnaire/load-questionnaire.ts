import { countExpired, progress } from '#domain/questionnaire.ts';
import type { Db } from '#server/db/client.ts';
import { getCompany } from '../company/get-company.ts';
import { listCurrentAnswers } from './list-current-answers.ts';
import { listQuestions } from './list-questions.ts';

/** Everything the questionnaire page shows: questions, current answers, progress and expiry. */
export async function loadQuestionnaire(
  db: Db,
  { accountId, now = new Date() }: { accountId: string; now?: Date },
) {
  const [questions, answers, { company }] = await Promise.all([
    listQuestions(db),
    listCurrentAnswers(db, { accountId }),
    getCompany(db, { accountId }),
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
