import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAtColumn, idColumn } from './columns.ts';

/** Who did what, when, and in which account. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: idColumn(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    accountId: uuid('account_id'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('audit_events_account_id_idx').on(table.accountId, table.createdAt),
    index('audit_events_actor_id_idx').on(table.actorId),
  ],
);
