import { Hono } from 'hono';
import { z } from 'zod';
import { createCompanyInput, updateCompanyInput } from '#domain/schemas/accounts.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireAccount } from '#server/auth/require-account.ts';
import { requireUser } from '#server/auth/require-user.ts';
import { validate } from '#server/lib/validate.ts';
import { createCompany } from './create-company.ts';
import { createVectorStore } from './create-vector-store.ts';
import { getCompany } from './get-company.ts';
import { updateCompany } from './update-company.ts';

/** Mounted at /api/accounts/:accountId. */
export const companyRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/company', requireAccount('member'), async (c) =>
    c.json(await getCompany(c.var.db, { accountId: c.var.account.id })),
  )
  .post('/company', requireAccount('manager'), validate('json', createCompanyInput), async (c) =>
    c.json(
      { company: await createCompany(c.var.db, { accountId: c.var.account.id, ...c.req.valid('json') }) },
      201,
    ),
  )
  .patch('/company', requireAccount('manager'), validate('json', updateCompanyInput), async (c) =>
    c.json({
      company: await updateCompany(c.var.db, { accountId: c.var.account.id, ...c.req.valid('json') }),
    }),
  )
  .post(
    '/vector-store',
    requireAccount('manager'),
    validate('json', z.object({ companyId: z.uuid() })),
    async (c) =>
      c.json({
        vectorStore: await createVectorStore(c.var.db, {
          accountId: c.var.account.id,
          companyId: c.req.valid('json').companyId,
          // The engine's current model: embed([]) names it without any work.
          embeddingModel: (await c.var.deps.engine.embed([])).model,
        }),
      }),
  );
