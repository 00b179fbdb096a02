import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import { vectorStores } from '#server/db/schema/accounts.ts';
import { dataRoomFiles, documentChunks } from '#server/db/schema/data-room.ts';
import { passageForEmbedding } from './passage-for-embedding.ts';

export type ReindexDeps = Pick<AppDeps, 'db' | 'engine' | 'logger'>;

/** Passages embedded per call: one remote request, or one moment of offline work. */
const EMBED_BATCH = 64;

/**
 * Brings a company's chunks to the engine's current embedding model, file by file: each file's
 * chunks are embedded again and written beside the old ones, so search keeps answering from the
 * old vectors meanwhile. Once every file has the new vectors the store switches model and the old
 * ones go, in one transaction. Safe to run twice or after a crash: files already done are skipped.
 */
export async function reindexCompanyChunks(
  deps: ReindexDeps,
  input: { companyId: string },
  signal?: AbortSignal,
): Promise<{ model: string; files: number }> {
  const { model } = await deps.engine.embed([]);
  const files = await deps.db
    .selectDistinct({
      id: dataRoomFiles.id,
      fileName: dataRoomFiles.fileName,
      accountId: dataRoomFiles.accountId,
    })
    .from(dataRoomFiles)
    .innerJoin(documentChunks, eq(documentChunks.fileId, dataRoomFiles.id))
    .where(and(eq(dataRoomFiles.companyId, input.companyId), ne(documentChunks.embeddingModel, model)));
  for (const file of files) {
    signal?.throwIfAborted();
    await reindexFile(deps, { companyId: input.companyId, file, model }, signal);
  }
  await deps.db.transaction(async (tx) => {
    const [company] = await tx
      .execute(sql`SELECT account_id FROM companies WHERE id = ${input.companyId}`)
      .then(rowsOf<{ account_id: string }>);
    if (!company) return;
    await tx
      .insert(vectorStores)
      .values({ companyId: input.companyId, accountId: company.account_id, embeddingModel: model })
      .onConflictDoUpdate({ target: vectorStores.companyId, set: { embeddingModel: model } });
    await tx
      .delete(documentChunks)
      .where(and(eq(documentChunks.companyId, input.companyId), ne(documentChunks.embeddingModel, model)));
  });
  if (files.length)
    deps.logger.info({ companyId: input.companyId, model, files: files.length }, 're-indexed');
  return { model, files: files.length };
}

async function reindexFile(
  deps: ReindexDeps,
  input: { companyId: string; file: { id: string; fileName: string; accountId: string }; model: string },
  signal?: AbortSignal,
) {
  const { file, model } = input;
  const done = await deps.db
    .select({ ordinal: documentChunks.ordinal })
    .from(documentChunks)
    .where(and(eq(documentChunks.fileId, file.id), eq(documentChunks.embeddingModel, model)));
  const old = await deps.db
    .selectDistinctOn([documentChunks.ordinal])
    .from(documentChunks)
    .where(
      and(
        eq(documentChunks.companyId, input.companyId),
        eq(documentChunks.fileId, file.id),
        ne(documentChunks.embeddingModel, model),
        done.length
          ? notInArray(
              documentChunks.ordinal,
              done.map((row) => row.ordinal),
            )
          : undefined,
      ),
    )
    .orderBy(documentChunks.ordinal);
  for (let start = 0; start < old.length; start += EMBED_BATCH) {
    const batch = old.slice(start, start + EMBED_BATCH);
    const embedded = await deps.engine.embed(
      batch.map((chunk) => passageForEmbedding(file.fileName, chunk)),
      signal,
    );
    // The engine changed model mid-run (a restart with new settings): the next run starts over.
    if (embedded.model !== model)
      throw new Error(`embedding model changed from ${model} to ${embedded.model}`);
    await deps.db
      .insert(documentChunks)
      .values(
        batch.map((chunk, offset) => ({
          fileId: chunk.fileId,
          accountId: chunk.accountId,
          companyId: chunk.companyId,
          ordinal: chunk.ordinal,
          content: chunk.content,
          passageTitle: chunk.passageTitle,
          page: chunk.page,
          sheet: chunk.sheet,
          heading: chunk.heading,
          embeddingModel: model,
          embedding: embedded.vectors[offset]!,
        })),
      )
      .onConflictDoNothing();
  }
}
