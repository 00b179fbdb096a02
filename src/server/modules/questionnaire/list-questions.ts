import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companyQuestions } from '../../db/schema/questionnaire.ts';

/** The catalogue in display order: by order_value, sections following the spec's order within it. */
export async function listQuestions(db: Executor) {
  const rows = await db
    .select({
      id: companyQuestions.id,
      key: companyQuestions.key,
      questionText: companyQuestions.questionText,
      governanceArea: companyQuestions.governanceArea,
      answerSet: companyQuestions.answerSet,
      options: companyQuestions.options,
      expirationDays: companyQuestions.expirationDays,
      orderValue: companyQuestions.orderValue,
    })
    .from(companyQuestions)
    .orderBy(asc(companyQuestions.orderValue), asc(companyQuestions.createdAt));
  return rows;
}
