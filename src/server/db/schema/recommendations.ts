import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { fileActions, priorities, recommendationStatuses } from '#domain/recommendations.ts';
import { accountIdColumn } from './accounts.ts';
import { users } from './auth.ts';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';

/**
 * One generation run of the recommended data-room index. At most one run per account is
 * processing and at most one recommendation per account is active: partial unique indexes make
 * the database refuse a second of either, whatever the callers do.
 */
export const dataRoomRecommendations = pgTable(
  'data_room_recommendations',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    status: text('status', { enum: recommendationStatuses }).notNull().default('processing'),
    isActive: boolean('is_active').notNull().default(false),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    answeredQuestions: integer('answered_questions').notNull().default(0),
    totalQuestions: integer('total_questions').notNull().default(0),
    governanceAreas: jsonb('governance_areas').$type<string[]>().notNull().default([]),
    promptSummary: text('prompt_summary'),
    sourceAnswersHash: text('source_answers_hash'),
    engine: text('engine'),
    /** The pg-boss job running it, so a sweep can tell a lost run from a running one. */
    jobId: text('job_id'),
    errorMessage: text('error_message'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('data_room_recommendations_one_processing_idx')
      .on(table.accountId)
      .where(sql`${table.status} = 'processing'`),
    uniqueIndex('data_room_recommendations_one_active_idx').on(table.accountId).where(sql`${table.isActive}`),
    index('data_room_recommendations_account_created_idx').on(table.accountId, table.createdAt),
  ],
);

export const dataRoomRecommendationFiles = pgTable(
  'data_room_recommendation_files',
  {
    id: idColumn(),
    recommendationId: uuid('recommendation_id')
      .notNull()
      .references(() => dataRoomRecommendations.id, { onDelete: 'cascade' }),
    accountId: accountIdColumn(),
    documentKey: text('document_key'),
    fileName: text('file_name').notNull(),
    category: text('category').notNull(),
    action: text('action', { enum: fileActions }).notNull(),
    priority: text('priority', { enum: priorities }).notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('data_room_recommendation_files_recommendation_idx').on(table.recommendationId),
    index('data_room_recommendation_files_account_idx').on(table.accountId, table.isActive),
  ],
);
