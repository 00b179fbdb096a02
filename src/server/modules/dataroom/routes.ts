import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { formatFileSize } from '#domain/data-room.ts';
import { correctFileMatchInput } from '#domain/schemas/data-room.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireAccount } from '#server/auth/require-account.ts';
import { requireUser } from '#server/auth/require-user.ts';
import type { Config } from '#server/config.ts';
import type { LargerBodyLimit } from '#server/http/limit-request-body.ts';
import { validate } from '#server/lib/validate.ts';
import { correctFileMatch } from './correct-file-match.ts';
import { deleteDataRoomFile } from './delete-data-room-file.ts';
import { getDataRoomFile } from './get-data-room-file.ts';
import { listDataRoomFiles } from './list-data-room-files.ts';
import { summarizeDataRoom } from './summarize-data-room.ts';
import { uploadDataRoomFile } from './upload-data-room-file.ts';

/** Uploads stream up to UPLOAD_MAX_BYTES plus the multipart framing; every other route keeps the default cap. */
export function dataRoomUploadLimit(config: Config): LargerBodyLimit {
  const message = `This file is larger than the ${formatFileSize(config.dataRoom.uploadMaxBytes)} limit.`;
  return {
    method: 'POST',
    path: /^\/api\/accounts\/[^/]+\/data-room\/files$/,
    maxBytes: config.dataRoom.uploadMaxBytes + 64 * 1024,
    message,
    field: 'file',
  };
}

const fileParam = z.object({ accountId: z.string(), fileId: z.uuid('Unknown file.') });

/** Mounted at /api/accounts/:accountId/data-room. Every member uploads and views (ADR 0011). */
export const dataRoomRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/summary', requireAccount('member'), async (c) =>
    c.json(await summarizeDataRoom(c.var.db, { accountId: c.var.account.id })),
  )
  .get('/files', requireAccount('member'), async (c) =>
    c.json({ files: await listDataRoomFiles(c.var.db, { accountId: c.var.account.id }) }),
  )
  .post('/files', requireAccount('member'), async (c) => {
    const file = await uploadDataRoomFile(c.var.deps, {
      accountId: c.var.account.id,
      userId: c.var.user.id,
      request: c.req.raw,
    });
    return c.json(file, 201);
  })
  .get('/files/:fileId', requireAccount('member'), validate('param', fileParam), async (c) =>
    c.json(
      await getDataRoomFile(c.var.db, { accountId: c.var.account.id, fileId: c.req.valid('param').fileId }),
    ),
  )
  .delete('/files/:fileId', requireAccount('member'), validate('param', fileParam), async (c) =>
    c.json(await deleteDataRoomFile(c.var.deps, fileActorOf(c, c.req.valid('param').fileId))),
  )
  .put(
    '/files/:fileId/match',
    requireAccount('member'),
    validate('param', fileParam),
    validate('json', correctFileMatchInput),
    async (c) =>
      c.json(
        await correctFileMatch(c.var.deps, {
          ...fileActorOf(c, c.req.valid('param').fileId),
          correction: c.req.valid('json'),
        }),
      ),
  );

/** The signed-in member acting on one file of their account, as the file operations take them. */
function fileActorOf(c: Context<AppEnv>, fileId: string) {
  return { accountId: c.var.account.id, fileId, userId: c.var.user.id, role: c.var.account.role };
}
