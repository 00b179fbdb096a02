import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';

/** Mail written instead of sent when no SMTP server is configured (the embedded default). */
export const outbox = pgTable(
  'outbox',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    link: text('link'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('outbox_created_at_idx').on(table.createdAt)],
);
