import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ingestionStatuses } from '#domain/data-room.ts';
import { accountIdColumn, companyIdColumn } from './accounts.ts';
import { users } from './auth.ts';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { dataRoomRecommendationFiles, dataRoomRecommendations } from './recommendations.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * An uploaded document (spec 2 §3 data_room_files) plus where it is in the pipeline. The row is
 * written only once its bytes are stored, and removed together with its chunks; its stored object
 * goes through pending_file_deletions, so neither side is ever orphaned.
 */
export const dataRoomFiles = pgTable(
  'data_room_files',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    companyId: companyIdColumn(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** The format decided by content at upload (pdf, docx, …), never by the extension alone. */
    format: text('format').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    status: text('status', { enum: ingestionStatuses }).notNull().default('queued'),
    errorMessage: text('error_message'),
    totalChunks: integer('total_chunks').notNull().default(0),
    pageCount: integer('page_count'),
    usedOcr: boolean('used_ocr').notNull().default(false),
    title: text('title'),
    aiAnalysisSummary: text('ai_analysis_summary'),
    aiReasoning: text('ai_reasoning'),
    /** The engine's choice (or the user's correction) among the active recommendation's files. */
    matchedFileId: uuid('matched_file_id').references(() => dataRoomRecommendationFiles.id, {
      onDelete: 'set null',
    }),
    confidenceScore: real('confidence_score'),
    /** The recommendation the match was made against; a newer active one triggers a re-match. */
    analyzedRecommendationId: uuid('analyzed_recommendation_id').references(
      () => dataRoomRecommendations.id,
      { onDelete: 'set null' },
    ),
    /**
     * A person's correction, kept over the engine's on every re-match: 'file' names a recommended
     * file by its knowledge-base key or, for keyless files, its name; 'none' means 'Not a match'.
     */
    correctionKind: text('correction_kind', { enum: ['file', 'none'] }),
    correctionFileKey: text('correction_file_key'),
    correctedBy: uuid('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    /** The pg-boss job working on it, so a sweep can tell a lost file from a running one. */
    jobId: text('job_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('data_room_files_account_idx').on(table.accountId, table.createdAt),
    index('data_room_files_company_idx').on(table.companyId),
    index('data_room_files_matched_file_idx').on(table.matchedFileId),
    index('data_room_files_unfinished_idx')
      .on(table.status)
      .where(sql`${table.status} not in ('complete', 'failed')`),
  ],
);

/**
 * A passage of an uploaded file, searchable by words (tsvector) and by meaning (embedding). Each
 * chunk records the model of its embedding: vectors of different models are never compared. The
 * embedding is a plain float array so the table exists on servers without pgvector too.
 */
export const documentChunks = pgTable(
  'document_chunks',
  {
    id: idColumn(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => dataRoomFiles.id, { onDelete: 'cascade' }),
    accountId: accountIdColumn(),
    companyId: companyIdColumn(),
    ordinal: integer('ordinal').notNull(),
    content: text('content').notNull(),
    /** The file title, sheet and heading the passage sits under (passageTitle): searched with the content. */
    passageTitle: text('passage_title').notNull().default(''),
    page: integer('page'),
    sheet: text('sheet'),
    heading: text('heading'),
    embeddingModel: text('embedding_model').notNull(),
    embedding: real('embedding').array().notNull(),
    searchText: tsvector('search_text').generatedAlwaysAs(
      sql`to_tsvector('english', passage_title || ' ' || content)`,
    ),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // A file's chunks exist once per model while a re-index runs (search reads the old ones).
    unique('document_chunks_file_model_ordinal_unique').on(table.fileId, table.embeddingModel, table.ordinal),
    // Ordered by id within a company and model: search reads a company's vectors page by page (held-search-indexes.ts).
    index('document_chunks_company_model_id_idx').on(table.companyId, table.embeddingModel, table.id),
    index('document_chunks_search_text_idx').using('gin', table.searchText),
  ],
);

/**
 * How many of a company's passages (of one embedding model) hold each word, kept by triggers on
 * document_chunks (migration 0009) so search weighs a question's words with one indexed read
 * instead of counting passages per word. The row with the empty term counts all the passages.
 * On the empty term's row, `version` is the transaction that last added, removed or rewrote one
 * of those passages (triggers of migration 0010), so search knows when the index it holds in
 * memory is stale; other rows keep 0.
 */
export const documentTermCounts = pgTable(
  'document_term_counts',
  {
    companyId: companyIdColumn(),
    embeddingModel: text('embedding_model').notNull(),
    term: text('term').notNull(),
    passages: integer('passages').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(sql`0`),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.embeddingModel, table.term] })],
);
