import { and, desc, eq, sql } from 'drizzle-orm';
import type { RetrievedPassage } from '#server/ai/engine.ts';
import type { Executor } from '#server/db/client.ts';
import { dataRoomFiles, documentChunks } from '#server/db/schema/data-room.ts';

/** Passages retrieved per factor: enough to quote from several files, small enough to send. */
export const PASSAGE_LIMIT = 6;

/**
 * The company's own passages that speak to a factor: Postgres full-text search over its chunks,
 * any of the factor's terms, best ranked first. Scoped by company in the WHERE clause.
 */
export async function findFactorPassages(
  db: Executor,
  input: { companyId: string; query: string; limit?: number },
): Promise<RetrievedPassage[]> {
  const words = [...new Set(input.query.toLowerCase().match(/[a-z0-9]{3,}/g) ?? [])];
  if (words.length === 0) return [];
  const tsquery = sql`to_tsquery('english', ${words.join(' | ')})`;
  const rows = await db
    .select({
      fileId: documentChunks.fileId,
      fileName: dataRoomFiles.fileName,
      content: documentChunks.content,
      rank: sql<number>`ts_rank(${documentChunks.searchText}, ${tsquery})`,
    })
    .from(documentChunks)
    .innerJoin(dataRoomFiles, eq(dataRoomFiles.id, documentChunks.fileId))
    .where(
      and(
        eq(documentChunks.companyId, input.companyId),
        eq(dataRoomFiles.companyId, input.companyId),
        sql`${documentChunks.searchText} @@ ${tsquery}`,
      ),
    )
    .orderBy(
      desc(sql`ts_rank(${documentChunks.searchText}, ${tsquery})`),
      documentChunks.fileId,
      documentChunks.ordinal,
    )
    .limit(input.limit ?? PASSAGE_LIMIT);
  return rows.map(({ fileId, fileName, content }) => ({ fileId, fileName, content }));
}
