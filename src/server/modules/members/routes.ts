import { Hono } from 'hono';
import { z } from 'zod';
import { changeRoleInput } from '#domain/schemas/accounts.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireAccount } from '#server/auth/require-account.ts';
import { requireUser } from '#server/auth/require-user.ts';
import { validate } from '#server/lib/validate.ts';
import { changeMemberRole } from './change-member-role.ts';
import { listMembers } from './list-members.ts';
import { removeMember } from './remove-member.ts';

const memberParam = z.object({ accountId: z.string(), userId: z.uuid() });

/** Mounted at /api/accounts/:accountId/members. */
export const memberRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', requireAccount('member'), async (c) =>
    c.json({ members: await listMembers(c.var.db, c.var.account.id) }),
  )
  .patch(
    '/:userId',
    requireAccount('manager'),
    validate('param', memberParam),
    validate('json', changeRoleInput),
    async (c) =>
      c.json(
        await changeMemberRole(c.var.db, {
          accountId: c.var.account.id,
          actorId: c.var.user.id,
          actorRole: c.var.account.role,
          targetUserId: c.req.valid('param').userId,
          role: c.req.valid('json').role,
        }),
      ),
  )
  .delete('/:userId', requireAccount('manager'), validate('param', memberParam), async (c) => {
    await removeMember(c.var.db, {
      accountId: c.var.account.id,
      actorId: c.var.user.id,
      actorRole: c.var.account.role,
      targetUserId: c.req.valid('param').userId,
    });
    return c.json({ removed: true });
  });
