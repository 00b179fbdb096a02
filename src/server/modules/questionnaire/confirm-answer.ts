import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { findCurrentAnswer } from './find-current-answer.ts';
import { saveAnswer } from './save-answer.ts';

/** Confirms the current answer is still true: saves the same value again, which renews its age. */
export async function confirmAnswer(
  db: Db,
  input: { accountId: string; questionId: string; userId: string },
) {
  const current = await findCurrentAnswer(db, input);
  if (!current) throw new AppError('answer_not_found', 'There is no answer to confirm yet.', 404);
  return saveAnswer(db, { ...input, value: current.answerValue, renew: true });
}
