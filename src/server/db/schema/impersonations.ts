import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountIdColumn } from './accounts.ts';
import { sessions } from './auth.ts';

/** A super admin's session that is impersonating an account (spec §4): gone with the session. */
export const sessionImpersonations = pgTable('session_impersonations', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  accountId: accountIdColumn(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});
