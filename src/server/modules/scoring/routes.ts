import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { factorAreas, scoringPermissions as may } from '#domain/scoring.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireAccount } from '#server/auth/require-account.ts';
import { requireUser } from '#server/auth/require-user.ts';
import { validate } from '#server/lib/validate.ts';
import { getFactorPrompt } from './get-factor-prompt.ts';
import { getScoreOverview } from './get-score-overview.ts';
import { listFactorScores } from './list-factor-scores.ts';
import { resetFactorScores } from './reset-factor-scores.ts';
import { retryFailedFactors } from './retry-failed-factors.ts';
import { setFactorStatus } from './set-factor-status.ts';
import { startScoringRun } from './start-scoring-run.ts';
import { TESTER_PROMPT_MAX, testSingleFactor } from './test-single-factor.ts';

const factorParam = z.object({ accountId: z.string(), factorId: z.uuid({ error: 'Choose a factor.' }) });
const areaQuery = z.object({
  area: z.enum(factorAreas, { error: `Choose one of the areas: ${factorAreas.join(', ')}.` }).optional(),
});
const statusBody = z.object({
  status: z.enum(['processing', 'failed'], { error: "Status must be 'processing' or 'failed'." }),
  errorMessage: z.string().max(1000, 'The error message can be at most 1000 characters.').nullish(),
});
const testBody = z.object({
  prompt: z
    .string({ error: 'The prompt must be text.' })
    .trim()
    .min(1, 'The prompt cannot be empty.')
    .max(TESTER_PROMPT_MAX, `The prompt can be at most ${TESTER_PROMPT_MAX.toLocaleString('en')} characters.`)
    .optional(),
});

/** The signed-in member and the account they act in. */
const actorOf = (c: Context<AppEnv>) => ({ accountId: c.var.account.id, userId: c.var.user.id });
/** The factor a route names, in the account it is named in. */
const factorOf = (c: Context<AppEnv>, { factorId }: { factorId: string }) => ({
  accountId: c.var.account.id,
  factorId,
});

/** Mounted at /api/accounts/:accountId/scoring. Permissions: `scoringPermissions` (ADR 0013). */
export const scoringRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', requireAccount(may.read), async (c) =>
    c.json(await getScoreOverview(c.var.db, { accountId: c.var.account.id })),
  )
  .get('/factors', requireAccount(may.read), validate('query', areaQuery), async (c) =>
    c.json({
      factors: await listFactorScores(c.var.db, {
        accountId: c.var.account.id,
        area: c.req.valid('query').area,
      }),
    }),
  )
  .post('/runs', requireAccount(may.start), async (c) => {
    const { runId: _runId, ...run } = await startScoringRun(c.var.deps, actorOf(c));
    return c.json(run, 202);
  })
  .post('/retry-failed', requireAccount(may.retryFailed), async (c) => {
    const { runId: _runId, ...run } = await retryFailedFactors(c.var.deps, actorOf(c));
    return c.json(run, 202);
  })
  .post('/reset-stuck', requireAccount(may.resetStuck), async (c) =>
    c.json(await resetFactorScores(c.var.deps, { ...actorOf(c), scope: 'processing' })),
  )
  .post('/reset-all', requireAccount(may.resetAll), async (c) =>
    c.json(await resetFactorScores(c.var.deps, { ...actorOf(c), scope: 'all' })),
  )
  .get('/factors/:factorId/prompt', requireAccount(may.test), validate('param', factorParam), async (c) =>
    c.json(await getFactorPrompt(c.var.deps, factorOf(c, c.req.valid('param')))),
  )
  .patch(
    '/factors/:factorId/status',
    requireAccount(may.test),
    validate('param', factorParam),
    validate('json', statusBody),
    async (c) =>
      c.json(
        await setFactorStatus(c.var.db, { ...factorOf(c, c.req.valid('param')), ...c.req.valid('json') }),
      ),
  )
  .post(
    '/factors/:factorId/test',
    requireAccount(may.test),
    validate('param', factorParam),
    validate('json', testBody),
    async (c) =>
      c.json(
        await testSingleFactor(c.var.deps, {
          ...factorOf(c, c.req.valid('param')),
          prompt: c.req.valid('json').prompt,
        }),
      ),
  );
