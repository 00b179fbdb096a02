import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import type { IngestionStatus } from '#domain/data-room.ts';
import type { AppDeps } from '#server/app-env.ts';
import { dataRoomFiles, documentChunks } from '#server/db/schema/data-room.ts';
import { chunkDocument } from '#server/documents/chunk-document.ts';
import { DocumentReadError } from '#server/documents/document-types.ts';
import { extractDocument } from '#server/documents/extract-document.ts';
import { tempDirOf } from '#server/lib/clear-stale-temp-files.ts';
import { passageForEmbedding, passageTitle } from '#server/modules/search/passage-for-embedding.ts';
import { analyzeDataRoomFile } from './analyze-data-room-file.ts';
import { markFileFailed } from './mark-file-failed.ts';

export type IngestDeps = Pick<AppDeps, 'db' | 'storage' | 'engine' | 'config' | 'logger' | 'extractionPool'>;

/** Chunks are written in batches: one statement per chunk is slow, one for 5,000 is too large. */
const INSERT_BATCH = 200;

/**
 * The spec's upload-to-vector-store followed by analyze-data-room-file: extract the text (OCR for
 * scans) in the worker pool, chunk it, embed it, store the chunks, then match the file. Safe to run
 * again after a crash: it starts from the stored bytes and replaces the file's chunks. A file that
 * cannot be read ends failed with a message naming the problem; other errors are thrown for the
 * job's retries.
 */
export async function ingestDataRoomFile(
  deps: IngestDeps,
  input: { accountId: string; fileId: string },
  signal?: AbortSignal,
) {
  const file = await loadFile(deps, input);
  if (!file) return;
  await setStatus(deps, input, 'extracting');
  const tempDir = tempDirOf(deps.config.dataDir);
  await mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, `ingest-${file.id}-${Date.now()}`);
  try {
    const stored = await deps.storage.getStream(file.storageKey);
    if (!stored)
      throw new DocumentReadError('damaged', 'The stored file is missing. Delete it and upload it again.');
    await pipeline(Readable.fromWeb(stored.stream as never), createWriteStream(tempPath));
    let readingScan = false;
    const document = await extractDocument(deps.extractionPool, tempPath, file.fileName, {
      signal,
      onProgress: (stage) => {
        // Once, though OCR reports every page. Not awaited (the extraction goes on), so its failure
        // is logged here, never left unhandled.
        if (stage !== 'ocr' || readingScan) return;
        readingScan = true;
        setStatus(deps, input, 'reading_scan').catch((error: unknown) =>
          deps.logger.warn({ err: error, fileId: input.fileId }, 'could not show that a scan is being read'),
        );
      },
    });
    await setStatus(deps, input, 'indexing');
    const chunks = chunkDocument(document);
    if (chunks.length === 0) throw new DocumentReadError('no_text');
    const { model, vectors } = await deps.engine.embed(
      chunks.map((chunk) => passageForEmbedding(file.fileName, chunk)),
      signal,
    );
    await deps.db.transaction(async (tx) => {
      await tx.delete(documentChunks).where(eq(documentChunks.fileId, file.id));
      for (let start = 0; start < chunks.length; start += INSERT_BATCH) {
        await tx.insert(documentChunks).values(
          chunks.slice(start, start + INSERT_BATCH).map((chunk, offset) => ({
            fileId: file.id,
            accountId: file.accountId,
            companyId: file.companyId,
            ordinal: chunk.ordinal,
            content: chunk.content,
            passageTitle: passageTitle(file.fileName, chunk),
            page: chunk.page ?? null,
            sheet: chunk.sheet ?? null,
            heading: chunk.heading ?? null,
            embeddingModel: model,
            embedding: vectors[start + offset]!,
          })),
        );
      }
      await tx
        .update(dataRoomFiles)
        .set({
          status: 'analyzing',
          totalChunks: chunks.length,
          title: document.title?.slice(0, 500) ?? null,
          pageCount: document.pageCount,
          usedOcr: document.usedOcr,
          errorMessage: null,
          updatedAt: new Date(),
        })
        .where(and(eq(dataRoomFiles.accountId, input.accountId), eq(dataRoomFiles.id, file.id)));
    });
  } catch (error) {
    if (!(error instanceof DocumentReadError)) throw error;
    await markFileFailed(deps, input, error.message);
    return;
  } finally {
    await rm(tempPath, { force: true });
  }
  await analyzeDataRoomFile(deps, input, signal);
}

async function loadFile(deps: Pick<AppDeps, 'db'>, input: { accountId: string; fileId: string }) {
  const [file] = await deps.db
    .select()
    .from(dataRoomFiles)
    .where(and(eq(dataRoomFiles.accountId, input.accountId), eq(dataRoomFiles.id, input.fileId)));
  return file;
}

async function setStatus(
  deps: Pick<AppDeps, 'db'>,
  input: { accountId: string; fileId: string },
  status: IngestionStatus,
) {
  await deps.db
    .update(dataRoomFiles)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(dataRoomFiles.accountId, input.accountId), eq(dataRoomFiles.id, input.fileId)));
}
