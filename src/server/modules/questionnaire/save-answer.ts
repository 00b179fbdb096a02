import { eq, sql } from 'drizzle-orm';
import { isExpired, validateAnswer } from '#domain/questionnaire.ts';
import type { Db } from '#server/db/client.ts';
import { companies } from '#server/db/schema/accounts.ts';
import { companyAnswers, companyQuestions } from '#server/db/schema/questionnaire.ts';
import { AppError } from '#server/errors.ts';
import { invalidateFactorsOnAnswerChange } from '../scoring/invalidate-factors.ts';
import { findCurrentAnswer } from './find-current-answer.ts';

type Input = { accountId: string; questionId: string; value: string; userId: string; renew?: boolean };

/**
 * Saves an answer, append-only: the previous current row stops being current and a new current
 * row is inserted, in one transaction. An unchanged, unexpired value writes nothing; `renew`
 * (confirming an expired answer) writes the same value again so its age starts over.
 * Saves of one question are serialised by a transaction-scoped advisory lock; the partial unique
 * index is the database's own guarantee of one current answer. A changed value returns the factors
 * that draw on the question to pending and answers their ids (invalidatedFactorIds).
 */
export async function saveAnswer(db: Db, input: Input) {
  const [question] = await db
    .select()
    .from(companyQuestions)
    .where(eq(companyQuestions.id, input.questionId));
  if (!question) throw new AppError('question_not_found', 'This question no longer exists.', 404);
  const checked = validateAnswer(question, input.value);
  if (!checked.ok) throw new AppError('invalid_answer', checked.message, 400, { value: checked.message });

  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.accountId, input.accountId));
  if (!company) {
    throw new AppError(
      'company_missing',
      'Add the company information in Account Settings before answering.',
      409,
    );
  }

  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${company.id}:${question.id}`}, 0))`,
    );
    const current = await findCurrentAnswer(tx, { accountId: input.accountId, questionId: question.id });
    const unchanged = current?.answerValue === checked.value;
    if (current && unchanged && !input.renew && !isExpired(current.createdAt, question.expirationDays)) {
      return { answer: toAnswer(current), changed: false, invalidatedFactorIds: [] as string[] };
    }
    const now = new Date();
    if (current) {
      await tx
        .update(companyAnswers)
        .set({ current: false, updatedAt: now })
        .where(eq(companyAnswers.id, current.id));
    }
    const [inserted] = await tx
      .insert(companyAnswers)
      .values({
        accountId: input.accountId,
        companyId: company.id,
        questionId: question.id,
        answerValue: checked.value,
        answeredBy: input.userId,
        current: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    // A changed answer sends the factors drawing on it back to pending (spec 1).
    const invalidatedFactorIds = unchanged
      ? []
      : await invalidateFactorsOnAnswerChange(tx, {
          companyId: company.id,
          questionId: question.id,
          newAnswerValue: checked.value,
        });
    return { answer: toAnswer(inserted!), changed: !unchanged, invalidatedFactorIds };
  });
}

function toAnswer(row: typeof companyAnswers.$inferSelect) {
  return {
    questionId: row.questionId,
    value: row.answerValue,
    savedAt: row.createdAt,
    answeredBy: row.answeredBy,
  };
}
