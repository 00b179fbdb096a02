import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { type EvidenceEntry, type FactorEvidence, factorAreas, factorStatuses } from '#domain/scoring.ts';
import { accountIdColumn, companyIdColumn } from './accounts.ts';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';

/** What 0, 5 and 10 look like for one factor: the rubric both engines score against. */
export type FactorRubric = { '0': string; '5': string; '10': string };

/**
 * The global factor catalogue (spec 2 §3 factors), seeded by stable `key` like the questions. Each
 * factor names the questionnaire questions (by question key) and the recommended documents (by
 * knowledge-base key) it draws on, and the offline engine's rules over those answers.
 */
export const factors = pgTable(
  'factors',
  {
    id: idColumn(),
    key: text('key').notNull().unique(),
    area: text('area', { enum: factorAreas }).notNull(),
    questionText: text('question_text').notNull(),
    rubric: jsonb('rubric').$type<FactorRubric>().notNull(),
    defaultImportance: integer('default_importance').notNull(),
    questionKeys: jsonb('question_keys').$type<string[]>().notNull().default([]),
    documentKeys: jsonb('document_keys').$type<string[]>().notNull().default([]),
    /** Words the offline engine searches the company's documents for. */
    searchTerms: text('search_terms').notNull().default(''),
    orderValue: integer('order_value').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('factors_area_order_idx').on(table.area, table.orderValue),
    check('factors_default_importance_range', sql`${table.defaultImportance} between 0 and 10`),
  ],
);

/**
 * One factor's score for one company (spec 2 §3 company_factor_scores). One row per company and
 * factor; status moves pending → processing → completed | failed. `job_id` and
 * `processing_started_at` let the recovery sweep tell a running factor from one lost in a crash.
 */
export const companyFactorScores = pgTable(
  'company_factor_scores',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    companyId: companyIdColumn(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => factors.id, { onDelete: 'cascade' }),
    status: text('status', { enum: factorStatuses }).notNull().default('pending'),
    score: real('score'),
    importance: real('importance'),
    isRelevant: boolean('is_relevant'),
    scoreConfidence: real('score_confidence'),
    rationale: text('rationale'),
    evidence: jsonb('evidence').$type<FactorEvidence | EvidenceEntry[]>(),
    engine: text('engine'),
    errorMessage: text('error_message'),
    /** Why a scored factor went back to pending (an answer or a document changed), for the overview. */
    invalidatedReason: text('invalidated_reason'),
    jobId: text('job_id'),
    processingStartedAt: timestamp('processing_started_at', { withTimezone: true }),
    lastScoredAt: timestamp('last_scored_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique('company_factor_scores_company_factor_unique').on(table.companyId, table.factorId),
    index('company_factor_scores_company_status_idx').on(table.companyId, table.status),
    index('company_factor_scores_account_idx').on(table.accountId),
    index('company_factor_scores_factor_idx').on(table.factorId),
    index('company_factor_scores_processing_idx').on(table.status).where(sql`${table.status} = 'processing'`),
    check(
      'company_factor_scores_score_range',
      sql`${table.score} is null or ${table.score} between 0 and 10`,
    ),
    check(
      'company_factor_scores_importance_range',
      sql`${table.importance} is null or ${table.importance} between 0 and 10`,
    ),
    check(
      'company_factor_scores_confidence_range',
      sql`${table.scoreConfidence} is null or ${table.scoreConfidence} between 0 and 1`,
    ),
  ],
);
