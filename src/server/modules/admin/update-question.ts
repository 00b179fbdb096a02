import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { questionInput } from '#domain/schemas/questions.ts';
import type { Db } from '#server/db/client.ts';
import { companyQuestions } from '#server/db/schema/questionnaire.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { catalogueQuestionColumns } from './catalogue-columns.ts';

/** Edits a global question; `edited_at` tells seeding to leave it alone from now on. */
export async function updateQuestion(
  db: Db,
  input: { questionId: string; question: z.output<typeof questionInput>; actorId: string },
) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companyQuestions)
      .set({ ...input.question, updatedAt: new Date(), editedAt: new Date(), editedBy: input.actorId })
      .where(eq(companyQuestions.id, input.questionId))
      .returning(catalogueQuestionColumns);
    if (!updated) throw new AppError('question_not_found', 'Question not found.', 404);
    await recordAudit(tx, {
      actorId: input.actorId,
      accountId: null,
      action: 'question.updated',
      details: { questionId: updated.id },
    });
    return updated;
  });
}
