import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { answerSets, governanceAreas } from '#domain/questionnaire.ts';
import { accountIdColumn, companyIdColumn } from './accounts.ts';
import { users } from './auth.ts';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';

/**
 * The global question catalogue. Default questions carry a stable `key` from the seed; questions
 * a super admin adds have none. `edited_at` marks a super admin's edit, which seeding never undoes.
 */
export const companyQuestions = pgTable(
  'company_questions',
  {
    id: idColumn(),
    key: text('key').unique(),
    questionText: text('question_text').notNull(),
    governanceArea: text('governance_area', { enum: governanceAreas }).notNull(),
    answerSet: text('answer_set', { enum: answerSets }).notNull(),
    options: jsonb('options').$type<string[] | null>(),
    expirationDays: integer('expiration_days').notNull().default(90),
    orderValue: integer('order_value').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('company_questions_order_idx').on(table.orderValue),
    check('company_questions_expiration_positive', sql`${table.expirationDays} > 0`),
  ],
);

/**
 * Answers are append-only: saving a changed value marks the old row not current and inserts the
 * new current row. The partial unique index lets the database itself refuse a second current answer.
 */
export const companyAnswers = pgTable(
  'company_answers',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    companyId: companyIdColumn(),
    questionId: uuid('question_uuid')
      .notNull()
      .references(() => companyQuestions.id, { onDelete: 'cascade' }),
    answerValue: text('answer_value').notNull(),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    current: boolean('current').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('company_answers_one_current_idx')
      .on(table.companyId, table.questionId)
      .where(sql`${table.current}`),
    index('company_answers_account_current_idx').on(table.accountId, table.current),
    index('company_answers_question_idx').on(table.companyId, table.questionId, table.createdAt),
  ],
);
