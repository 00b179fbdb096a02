import type { z } from 'zod';
import type { questionInput } from '#domain/schemas/questions.ts';
import type { Db } from '#server/db/client.ts';
import { companyQuestions } from '#server/db/schema/questionnaire.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { catalogueQuestionColumns } from './catalogue-columns.ts';

/** Adds a global question; it appears in every account's questionnaire at once. */
export async function createQuestion(
  db: Db,
  input: { question: z.output<typeof questionInput>; actorId: string },
) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(companyQuestions)
      .values({ ...input.question, editedAt: new Date(), editedBy: input.actorId })
      .returning(catalogueQuestionColumns);
    await recordAudit(tx, {
      actorId: input.actorId,
      accountId: null,
      action: 'question.created',
      details: { questionId: created!.id },
    });
    return created!;
  });
}
