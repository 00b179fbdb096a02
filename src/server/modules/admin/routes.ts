import { Hono } from 'hono';
import { z } from 'zod';
import { questionInput, superUserInput } from '#domain/schemas/questions.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireSuperAdmin } from '#server/auth/require-super-admin.ts';
import { requireUser } from '#server/auth/require-user.ts';
import { validate } from '#server/lib/validate.ts';
import { createCompanyVectorStore } from '#server/modules/search/create-company-vector-store.ts';
import { listVectorStores } from '#server/modules/search/list-vector-stores.ts';
import { queueCompanyReindex } from '#server/modules/search/queue-company-reindex.ts';
import { createQuestion } from './create-question.ts';
import { demoteSuperUser } from './demote-super-user.ts';
import { listAllAccounts } from './list-all-accounts.ts';
import { listCatalogue } from './list-catalogue.ts';
import { listSuperUsers } from './list-super-users.ts';
import { promoteSuperUser } from './promote-super-user.ts';
import { startImpersonation } from './start-impersonation.ts';
import { stopImpersonation } from './stop-impersonation.ts';
import { updateQuestion } from './update-question.ts';

const companyParam = z.object({ companyId: z.uuid('Unknown company.') });

const searchQuery = z.object({ search: z.string().trim().max(200).optional().default('') });

/** Mounted at /api/admin: the Super Admin Dashboard. Every route is refused (403) to others. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser(), requireSuperAdmin())
  // The Vector Store Manager (spec 2 §2): every company's document-search store.
  .get('/vector-stores', async (c) => c.json(await listVectorStores(c.var.deps)))
  .post('/vector-stores/:companyId', validate('param', companyParam), async (c) =>
    c.json({ vectorStore: await createCompanyVectorStore(c.var.deps, c.req.valid('param')) }),
  )
  .post('/vector-stores/:companyId/reindex', validate('param', companyParam), async (c) =>
    c.json(await queueCompanyReindex(c.var.deps, c.req.valid('param')), 202),
  )
  .get('/accounts', validate('query', searchQuery), async (c) =>
    c.json({ accounts: await listAllAccounts(c.var.db, c.req.valid('query').search) }),
  )
  .get('/super-users', validate('query', searchQuery), async (c) =>
    c.json({ superUsers: await listSuperUsers(c.var.db, c.req.valid('query').search) }),
  )
  .post('/super-users', validate('json', superUserInput), async (c) =>
    c.json(
      await promoteSuperUser(c.var.db, { email: c.req.valid('json').email, actorId: c.var.user.id }),
      201,
    ),
  )
  .delete('/super-users/:userId', validate('param', z.object({ userId: z.uuid() })), async (c) => {
    await demoteSuperUser(c.var.db, { userId: c.req.valid('param').userId, actorId: c.var.user.id });
    return c.json({ demoted: true });
  })
  .get('/questions', validate('query', searchQuery), async (c) =>
    c.json({ questions: await listCatalogue(c.var.db, c.req.valid('query').search) }),
  )
  .post('/questions', validate('json', questionInput), async (c) =>
    c.json(await createQuestion(c.var.db, { question: c.req.valid('json'), actorId: c.var.user.id }), 201),
  )
  .patch(
    '/questions/:questionId',
    validate('param', z.object({ questionId: z.uuid() })),
    validate('json', questionInput),
    async (c) =>
      c.json(
        await updateQuestion(c.var.db, {
          questionId: c.req.valid('param').questionId,
          question: c.req.valid('json'),
          actorId: c.var.user.id,
        }),
      ),
  )
  .post('/impersonation', validate('json', z.object({ accountId: z.uuid() })), async (c) =>
    c.json(
      await startImpersonation(c.var.db, {
        sessionId: c.var.sessionId,
        accountId: c.req.valid('json').accountId,
        actorId: c.var.user.id,
      }),
    ),
  )
  .delete('/impersonation', async (c) => {
    await stopImpersonation(c.var.db, { sessionId: c.var.sessionId, actorId: c.var.user.id });
    return c.json({ impersonating: null });
  });
