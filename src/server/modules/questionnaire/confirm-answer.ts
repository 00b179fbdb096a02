import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { companyAnswers } from '#server/db/schema/questionnaire.ts';
import { AppError } from '#server/errors.ts';
import { saveAnswer } from './save-answer.ts';

/** Confirms the current answer is still true: saves the same value again, which renews its age. */
export async function confirmAnswer(
  db: Db,
  input: { accountId: string; questionId: string; userId: string },
) {
  const [current] = await db
    .select({ value: companyAnswers.answerValue })
    .from(companyAnswers)
    .where(
      and(
        eq(companyAnswers.accountId, input.accountId),
        eq(companyAnswers.questionId, input.questionId),
        eq(companyAnswers.current, true),
      ),
    );
  if (!current) throw new AppError('answer_not_found', 'There is no answer to confirm yet.', 404);
  return saveAnswer(db, { ...input, value: current.value, renew: true });
}
