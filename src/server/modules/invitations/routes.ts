import { Hono } from 'hono';
import { z } from 'zod';
import { canManageAccount } from '#domain/roles.ts';
import { sendInvitationInput } from '#domain/schemas/accounts.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireAccount } from '#server/auth/require-account.ts';
import { requireUser } from '#server/auth/require-user.ts';
import { validate } from '#server/lib/validate.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { deleteInvitation } from './delete-invitation.ts';
import { getInvitationDetails } from './get-invitation-details.ts';
import { listInvitations } from './list-invitations.ts';
import { sendInvitation } from './send-invitation.ts';

const tokenParam = z.object({ token: z.string().min(16).max(200) });

/** Mounted at /api/accounts/:accountId/invitations: the account's side. */
export const accountInvitationRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', requireAccount('member'), async (c) =>
    c.json({
      invitations: await listInvitations(c.var.db, {
        accountId: c.var.account.id,
        includeTokens: canManageAccount(c.var.account.role),
      }),
    }),
  )
  .post('/', requireAccount('manager'), validate('json', sendInvitationInput), async (c) => {
    const result = await sendInvitation(c.var.deps, {
      accountId: c.var.account.id,
      accountName: c.var.account.name,
      inviter: { id: c.var.user.id, email: c.var.user.email },
      ...c.req.valid('json'),
    });
    return c.json(result, 201);
  })
  .delete(
    '/:invitationId',
    requireAccount('manager'),
    validate('param', z.object({ accountId: z.string(), invitationId: z.uuid() })),
    async (c) => {
      await deleteInvitation(c.var.db, {
        accountId: c.var.account.id,
        invitationId: c.req.valid('param').invitationId,
        actorId: c.var.user.id,
      });
      return c.json({ deleted: true });
    },
  );

/** Mounted at /api/invitations: the invited person's side. */
export const invitationRoutes = new Hono<AppEnv>()
  .get('/:token', validate('param', tokenParam), async (c) =>
    c.json(await getInvitationDetails(c.var.db, c.req.valid('param').token)),
  )
  .post('/:token/accept', requireUser(), validate('param', tokenParam), async (c) =>
    c.json(await acceptInvitation(c.var.db, { token: c.req.valid('param').token, user: c.var.user })),
  );
