import { Hono } from 'hono';
import { z } from 'zod';
import { answerMessages } from '#domain/questionnaire.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireAccount } from '#server/auth/require-account.ts';
import { requireUser } from '#server/auth/require-user.ts';
import { validate } from '#server/lib/validate.ts';
import { confirmAnswer } from './confirm-answer.ts';
import { getQuestionnaireSummary } from './get-questionnaire-summary.ts';
import { listAnswerHistory } from './list-answer-history.ts';
import { loadQuestionnaire } from './load-questionnaire.ts';
import { saveAnswer } from './save-answer.ts';

const questionParam = z.object({ accountId: z.string(), questionId: z.uuid() });
// The type's own rules (answerMessages) come after; this bound keeps a huge body away from them.
const answerBody = z.object({
  value: z.string({ error: 'Send the answer as text in "value".' }).max(10_000, answerMessages.textTooLong),
});

/** Which answer a request is about: the account's, for the question in the path. */
function answerOf(c: {
  var: { account: { id: string } };
  req: { valid: (target: 'param') => { questionId: string } };
}) {
  return { accountId: c.var.account.id, questionId: c.req.valid('param').questionId };
}

/** Mounted at /api/accounts/:accountId/questionnaire. Every member (and super admins) may answer. */
export const questionnaireRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', requireAccount('member'), async (c) =>
    c.json(await loadQuestionnaire(c.var.db, { accountId: c.var.account.id })),
  )
  .get('/summary', requireAccount('member'), async (c) =>
    c.json(await getQuestionnaireSummary(c.var.db, { accountId: c.var.account.id })),
  )
  .put(
    '/answers/:questionId',
    requireAccount('member'),
    validate('param', questionParam),
    validate('json', answerBody),
    async (c) =>
      c.json(
        await saveAnswer(c.var.db, {
          ...answerOf(c),
          value: c.req.valid('json').value,
          userId: c.var.user.id,
        }),
      ),
  )
  .post(
    '/answers/:questionId/confirm',
    requireAccount('member'),
    validate('param', questionParam),
    async (c) => c.json(await confirmAnswer(c.var.db, { ...answerOf(c), userId: c.var.user.id })),
  )
  .get(
    '/answers/:questionId/history',
    requireAccount('member'),
    validate('param', questionParam),
    async (c) => c.json({ history: await listAnswerHistory(c.var.db, answerOf(c)) }),
  );
