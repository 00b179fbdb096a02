import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { putS3Stream } from './put-s3-stream.ts';
import { assertSafeKey, assertSafePrefix, type Storage } from './storage.ts';

const isMissing = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey';

/** Objects in one bucket of S3 or an S3-compatible store. */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // With the SDK's default ('WHEN_SUPPORTED') streamed uploads reached S3-compatible stores with
    // the aws-chunked framing stored inside the object: silent corruption (ARCHITECTURE §10).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  async function getObject(key: string) {
    assertSafeKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      const bytes = await object.Body.transformToByteArray();
      return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
    },
    async putStream(key, source, options) {
      assertSafeKey(key);
      return putS3Stream(client, Bucket, key, source, options);
    },
    async getStream(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return {
        stream: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: object.ContentLength ?? 0,
      };
    },
    async delete(key) {
      assertSafeKey(key);
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      // A page holds at most 1,000 keys, the most one DeleteObjects call takes.
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length === 0) continue;
        const { Errors } = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        if (Errors?.length) {
          throw new Error(`Could not delete ${Errors.length} objects under ${prefix}: ${Errors[0]?.Code}`);
        }
      }
    },
  };
}
