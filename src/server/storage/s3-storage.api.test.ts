import sharp from 'sharp';
import { afterAll, expect, test } from 'vitest';
import { createGiven } from '../test/given.ts';
import { createTestKeel } from '../test/harness.ts';
import { startS3Server } from '../test/s3-server.ts';

// The S3 settings select the S3 store for the whole app, as in production.
const s3 = await startS3Server();
afterAll(() => s3.close());
const keel = await createTestKeel({ env: s3.env });
const given = createGiven(keel);

const photo = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 14, g: 116, b: 144 } } })
    .png()
    .toBuffer();

function upload(user: Awaited<ReturnType<typeof given.verifiedUser>>, bytes: Uint8Array) {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  return user.client.upload('/api/me/photo', form);
}

test('with S3_BUCKET set, stored files live in the bucket: written, served, and removed when replaced', async () => {
  const user = await given.verifiedUser();
  const first = (await (await upload(user, await photo(200))).json()).profilePhotoUrl as string;
  expect(await s3.keys(`profile-photos/${user.id}/`)).toEqual([first.replace('/api/', '')]);

  const served = await user.client.get(first);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 200 });

  const second = (await (await upload(user, await photo(256))).json()).profilePhotoUrl as string;
  expect(await s3.keys(`profile-photos/${user.id}/`)).toEqual([second.replace('/api/', '')]);
  expect(keel.config.storage.kind).toBe('s3');
});
