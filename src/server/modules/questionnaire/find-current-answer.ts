import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { companyAnswers } from '#server/db/schema/questionnaire.ts';

/** The account's current answer to a question (the row the partial unique index keeps single), if any. */
export async function findCurrentAnswer(db: Executor, input: { accountId: string; questionId: string }) {
  const [current] = await db
    .select()
    .from(companyAnswers)
    .where(
      and(
        eq(companyAnswers.accountId, input.accountId),
        eq(companyAnswers.questionId, input.questionId),
        eq(companyAnswers.current, true),
      ),
    );
  return current;
}
