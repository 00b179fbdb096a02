import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { capStreamSize } from './cap-stream-size.ts';
import type { ByteSource } from './storage.ts';

/** S3's smallest part (all but the last); one part is all an upload holds in memory. */
export const PART_BYTES = 5 * 1024 * 1024;

/** The chunks regrouped into parts of exactly `partBytes`, the last one possibly shorter. */
async function* partsOf(chunks: AsyncIterable<Uint8Array>, partBytes: number) {
  let pending: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    pending.push(chunk);
    length += chunk.byteLength;
    // Strictly more than a part: a stream of exactly one part is still sent as a single PUT.
    while (length > partBytes) {
      const joined = Buffer.concat(pending, length);
      yield { bytes: joined.subarray(0, partBytes), last: false };
      pending = [joined.subarray(partBytes)];
      length -= partBytes;
    }
  }
  yield { bytes: Buffer.concat(pending, length), last: true };
}

/**
 * Streams to S3 without knowing the length in advance: one PUT when the whole stream fits in a
 * part, else a multipart upload, part by part. Until CompleteMultipartUpload no object exists under
 * the key, so a failure (the size cap, the source, S3 itself) aborts the upload and leaves nothing.
 */
export async function putS3Stream(
  client: S3Client,
  bucket: string,
  key: string,
  source: ByteSource,
  { contentType, maxBytes }: { contentType: string; maxBytes: number },
): Promise<{ size: number }> {
  const counter = { size: 0 };
  const target = { Bucket: bucket, Key: key };
  let uploadId: string | undefined;
  const parts: CompletedPart[] = [];
  try {
    for await (const part of partsOf(capStreamSize(source, maxBytes, counter), PART_BYTES)) {
      if (!uploadId && part.last) {
        await client.send(new PutObjectCommand({ ...target, Body: part.bytes, ContentType: contentType }));
        return { size: counter.size };
      }
      uploadId ??= (
        await client.send(new CreateMultipartUploadCommand({ ...target, ContentType: contentType }))
      ).UploadId;
      const PartNumber = parts.length + 1;
      const { ETag } = await client.send(
        new UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: part.bytes }),
      );
      parts.push({ PartNumber, ETag });
    }
    await client.send(
      new CompleteMultipartUploadCommand({
        ...target,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
    return { size: counter.size };
  } catch (error) {
    if (uploadId) {
      // The caller needs the original failure. Parts an abort could not remove are invisible and
      // are swept by the bucket's lifecycle rule for incomplete multipart uploads (README).
      await client.send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId })).catch(() => {});
    }
    throw error;
  }
}
