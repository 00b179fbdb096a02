import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { companyAnswers } from '#server/db/schema/questionnaire.ts';

/** Every saved value of one answer in this account, newest first, with who saved it. */
export async function listAnswerHistory(db: Db, input: { accountId: string; questionId: string }) {
  return db
    .select({
      value: companyAnswers.answerValue,
      current: companyAnswers.current,
      savedAt: companyAnswers.createdAt,
      answeredBy: companyAnswers.answeredBy,
      answeredByEmail: profiles.email,
    })
    .from(companyAnswers)
    .leftJoin(profiles, eq(profiles.id, companyAnswers.answeredBy))
    .where(
      and(eq(companyAnswers.accountId, input.accountId), eq(companyAnswers.questionId, input.questionId)),
    )
    .orderBy(desc(companyAnswers.createdAt));
}
