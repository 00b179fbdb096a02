import { asc, ilike, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { companyQuestions } from '#server/db/schema/questionnaire.ts';
import { catalogueQuestionColumns } from './catalogue-columns.ts';

/** The whole question catalogue for the Company Questions tab, filtered by text or area. */
export async function listCatalogue(db: Db, search: string) {
  const pattern = `%${search.replace(/[%_\\]/g, '\\$&')}%`;
  return db
    .select(catalogueQuestionColumns)
    .from(companyQuestions)
    .where(
      search
        ? or(ilike(companyQuestions.questionText, pattern), ilike(companyQuestions.governanceArea, pattern))
        : undefined,
    )
    .orderBy(asc(companyQuestions.orderValue), asc(companyQuestions.createdAt));
}
