import { Hono } from 'hono';
import { z } from 'zod';
import { changePasswordInput } from '#domain/schemas/auth.ts';
import { PHOTO_MAX_BYTES, profileMessages, updateProfileInput } from '#domain/schemas/profile.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireUser } from '#server/auth/require-user.ts';
import { AppError } from '#server/errors.ts';
import type { LargerBodyLimit } from '#server/http/limit-request-body.ts';
import { validate } from '#server/lib/validate.ts';
import { getMe } from './get-me.ts';
import { mayViewPhoto } from './may-view-photo.ts';
import { photoKey } from './photo-keys.ts';
import { removeProfilePhoto } from './remove-profile-photo.ts';
import { setPassword } from './set-password.ts';
import { updateProfile } from './update-profile.ts';
import { uploadProfilePhoto } from './upload-profile-photo.ts';

/** Room for the multipart envelope around a photo just under the limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The one route whose body may exceed the API's default cap (applied in app.ts before any read). */
export const PHOTO_UPLOAD_LIMIT: LargerBodyLimit = {
  method: 'POST',
  path: '/api/me/photo',
  maxBytes: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD,
  message: profileMessages.photoTooLarge,
  field: 'photo',
};

function refusePhoto(): never {
  throw new AppError('invalid_photo', profileMessages.photoInvalid, 400, {
    photo: profileMessages.photoInvalid,
  });
}

/** Mounted at /api/me: the signed-in user's own profile. */
export const meRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', async (c) => {
    // Every page asks for this; a few seconds of memory keeps it off the database (ADR 6).
    const cached = c.var.deps.meCache.get(c.var.sessionId);
    if (cached) return c.json(cached);
    const me = await getMe(c.var.db, { user: c.var.user, sessionId: c.var.sessionId });
    c.var.deps.meCache.set(c.var.sessionId, me);
    return c.json(me);
  })
  .patch('/profile', validate('json', updateProfileInput), async (c) => {
    await updateProfile(c.var.db, { userId: c.var.user.id, ...c.req.valid('json') });
    return c.json(await getMe(c.var.db, { user: c.var.user, sessionId: c.var.sessionId }));
  })
  .post('/photo', async (c) => {
    // A form without a boundary, or cut short, cannot be parsed: that is the sender's mistake.
    const body = await c.req.parseBody().catch(() => refusePhoto());
    const photo = body.photo;
    if (!(photo instanceof File)) refusePhoto();
    const bytes = new Uint8Array(await photo.arrayBuffer());
    return c.json(await uploadProfilePhoto(c.var.deps, { userId: c.var.user.id, bytes }));
  })
  .delete('/photo', async (c) => {
    await removeProfilePhoto(c.var.deps, { userId: c.var.user.id });
    return c.json({ profilePhotoUrl: null });
  })
  .post('/password', validate('json', changePasswordInput), async (c) => {
    await setPassword(c.var.deps, {
      userId: c.var.user.id,
      sessionId: c.var.sessionId,
      ...c.req.valid('json'),
    });
    // Other sessions were deleted: no process may keep answering from its cached copy.
    c.var.deps.sessionCache.clear();
    return c.json({ passwordSet: true });
  });

/** Mounted at /api/profile-photos: a photo is shown to the people its owner shares an account with. */
export const profilePhotoRoutes = new Hono<AppEnv>().get(
  '/:userId/:file',
  requireUser(),
  validate('param', z.object({ userId: z.uuid(), file: z.string().regex(/^\d{1,16}\.webp$/) })),
  async (c) => {
    const { userId, file } = c.req.valid('param');
    // Not found, never forbidden: a stranger learns nothing about who has a photo.
    if (!(await mayViewPhoto(c.var.db, { viewerId: c.var.user.id, ownerId: userId }))) {
      throw new AppError('not_found', 'Photo not found.', 404);
    }
    const stored = await c.var.deps.storage.get(photoKey(userId, Number(file.replace('.webp', ''))));
    if (!stored) throw new AppError('not_found', 'Photo not found.', 404);
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    c.header('Content-Type', stored.contentType);
    return c.body(stored.bytes.buffer as ArrayBuffer);
  },
);
