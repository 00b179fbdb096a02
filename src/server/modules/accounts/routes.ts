import { Hono } from 'hono';
import { createAccountInput, deleteAccountInput, renameAccountInput } from '#domain/schemas/accounts.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireAccount } from '#server/auth/require-account.ts';
import { requireUser } from '#server/auth/require-user.ts';
import { validate } from '#server/lib/validate.ts';
import { createAccount } from './create-account.ts';
import { deleteAccount } from './delete-account.ts';
import { issueDeletionCode } from './issue-deletion-code.ts';
import { listMyAccounts } from './list-my-accounts.ts';
import { renameAccount } from './rename-account.ts';
import { selectAccount } from './select-account.ts';

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', async (c) => c.json({ accounts: await listMyAccounts(c.var.db, c.var.user.id, c.var.sessionId) }))
  .post('/', validate('json', createAccountInput), async (c) =>
    c.json(await createAccount(c.var.db, { userId: c.var.user.id, name: c.req.valid('json').name }), 201),
  )
  .get('/:accountId', requireAccount('member'), (c) => c.json(c.var.account))
  .patch('/:accountId', requireAccount('manager'), validate('json', renameAccountInput), async (c) =>
    c.json(await renameAccount(c.var.db, { accountId: c.var.account.id, name: c.req.valid('json').name })),
  )
  .post('/:accountId/select', requireAccount('member'), async (c) => {
    await selectAccount(c.var.db, { userId: c.var.user.id, accountId: c.var.account.id });
    return c.json({ lastSelectedAccountId: c.var.account.id });
  })
  .post('/:accountId/deletion-code', requireAccount('owner'), async (c) =>
    c.json(await issueDeletionCode(c.var.db, { accountId: c.var.account.id, userId: c.var.user.id })),
  )
  .delete('/:accountId', requireAccount('owner'), validate('json', deleteAccountInput), async (c) => {
    await deleteAccount(c.var.deps, {
      accountId: c.var.account.id,
      userId: c.var.user.id,
      confirmationText: c.req.valid('json').confirmationText,
    });
    return c.json({ deleted: true });
  });
