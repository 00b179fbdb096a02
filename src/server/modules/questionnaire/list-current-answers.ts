import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { companyAnswers } from '#server/db/schema/questionnaire.ts';

/** The account's current answers (one per question), with who saved them and when. */
export async function listCurrentAnswers(db: Executor, { accountId }: { accountId: string }) {
  return db
    .select({
      questionId: companyAnswers.questionId,
      value: companyAnswers.answerValue,
      savedAt: companyAnswers.createdAt,
      answeredBy: companyAnswers.answeredBy,
    })
    .from(companyAnswers)
    .where(and(eq(companyAnswers.accountId, accountId), eq(companyAnswers.current, true)));
}
