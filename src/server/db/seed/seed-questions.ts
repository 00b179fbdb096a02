import { ORDER_STEP } from '#domain/questionnaire.ts';
import type { Executor } from '../client.ts';
import { companyQuestions } from '../schema/questionnaire.ts';
import { questionCatalogue } from './question-catalogue.ts';
import type { SeedQuestion } from './question-catalogue-types.ts';

/**
 * Adds default questions the database does not have yet, matched by stable key. Existing rows are
 * never touched, so a super admin's edits survive every start; a new catalogue entry is appended.
 */
export async function seedQuestions(db: Executor, catalogue: readonly SeedQuestion[] = questionCatalogue) {
  if (catalogue.length === 0) return 0;
  const inserted = await db
    .insert(companyQuestions)
    .values(
      catalogue.map((question, index) => ({
        key: question.key,
        questionText: question.text,
        governanceArea: question.area,
        answerSet: question.answerSet,
        options: question.answerSet === 'Radio' ? (question.options ?? []) : null,
        expirationDays: question.expirationDays,
        orderValue: (index + 1) * ORDER_STEP,
      })),
    )
    .onConflictDoNothing({ target: companyQuestions.key })
    .returning({ id: companyQuestions.id });
  return inserted.length;
}
