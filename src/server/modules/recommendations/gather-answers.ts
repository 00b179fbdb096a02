import { answersHash, hashableAnswers } from '#domain/questionnaire.ts';
import type { EngineAnswer } from '#server/ai/engine.ts';
import type { Db } from '#server/db/client.ts';
import { listCurrentAnswers } from '../questionnaire/list-current-answers.ts';
import { listQuestions } from '../questionnaire/list-questions.ts';

/** The account's current answers joined to their questions, with the §9 hash of exactly these answers. */
export async function gatherAnswers(db: Db, accountId: string) {
  const [questions, answers] = await Promise.all([listQuestions(db), listCurrentAnswers(db, { accountId })]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const engineAnswers: EngineAnswer[] = answers.flatMap((answer) => {
    const question = byId.get(answer.questionId);
    return question
      ? [
          {
            questionId: question.id,
            key: question.key,
            questionText: question.questionText,
            area: question.governanceArea,
            value: answer.value,
          },
        ]
      : [];
  });
  return {
    answers: engineAnswers,
    totalQuestions: questions.length,
    hash: await answersHash(hashableAnswers(questions, answers)),
  };
}
