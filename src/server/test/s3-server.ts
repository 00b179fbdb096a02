import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../config.ts';

export type TestS3Server = Awaited<ReturnType<typeof startS3Server>>;

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1, a free port and a temp directory, with one
 * empty bucket. `env` configures Keel to use it (`createTestKeel({ env: s3.env })`); `close()`
 * stops it and removes its files.
 */
export async function startS3Server(bucket = 'keel-test') {
  const directory = await mkdtemp(path.join(tmpdir(), 'keel-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  // s3rver keeps the parts of an unfinished multipart upload in this folder, one subfolder each.
  const uploadsDirectory = path.join(directory, bucket, '._S3rver_uploads');
  // s3rver 3.7.1 answers AbortMultipartUpload with 405; S3 (and Keel's cleanup) rely on it, so the
  // tests' server implements it: the upload's parts go, as they do on S3.
  server.middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'DELETE' || typeof uploadId !== 'string') return next();
    if (!/^[0-9a-f]+$/.test(uploadId) || !ctx.path.startsWith(`/${bucket}/`)) return next();
    await rm(path.join(uploadsDirectory, uploadId), { recursive: true, force: true });
    ctx.status = 204;
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;

  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const client = new S3Client({ ...settings, requestChecksumCalculation: 'WHEN_REQUIRED' });
  return {
    endpoint,
    bucket,
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Every key in the bucket under the prefix, read with S3's own listing. */
    async keys(prefix = ''): Promise<string[]> {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
      }
      return keys;
    },
    /**
     * Multipart uploads under the prefix begun and neither completed nor aborted (S3 bills their
     * parts), each with the bytes of its parts so far.
     */
    async unfinishedUploads(prefix = ''): Promise<{ key: string; bytes: number }[]> {
      const uploads = await readdir(uploadsDirectory).catch(() => []);
      const found = await Promise.all(
        uploads.map(async (id) => {
          const folder = path.join(uploadsDirectory, id);
          const parts = (await readdir(folder)).filter((name) => /^\d+$/.test(name));
          const sizes = await Promise.all(
            parts.map(async (part) => (await stat(path.join(folder, part))).size),
          );
          const key = await readFile(path.join(folder, 'key'), 'utf8');
          return { key, bytes: sizes.reduce((sum, size) => sum + size, 0) };
        }),
      );
      return found.filter(({ key }) => key.startsWith(prefix));
    },
    async close() {
      client.destroy();
      // A response body a test left unread would otherwise keep the server open forever.
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
