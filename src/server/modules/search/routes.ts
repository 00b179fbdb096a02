import { Hono } from 'hono';
import { searchInput } from '#domain/schemas/search.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireAccount } from '#server/auth/require-account.ts';
import { requireUser } from '#server/auth/require-user.ts';
import { validate } from '#server/lib/validate.ts';
import { searchAccountDocuments } from './search-account-documents.ts';

/** Mounted at /api/accounts/:accountId/search. Every member searches the data room they upload to. */
export const searchRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .post('/', requireAccount('member'), validate('json', searchInput), async (c) =>
    c.json(await searchAccountDocuments(c.var.deps, { accountId: c.var.account.id, ...c.req.valid('json') })),
  );
