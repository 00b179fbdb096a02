import { asc } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { companyQuestions } from '#server/db/schema/questionnaire.ts';
import { questionColumns } from './question-columns.ts';

/** The catalogue in display order: by order_value, sections following the spec's order within it. */
export async function listQuestions(db: Executor) {
  const rows = await db
    .select(questionColumns)
    .from(companyQuestions)
    .orderBy(asc(companyQuestions.orderValue), asc(companyQuestions.createdAt));
  return rows;
}
