import { timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * Columns most tables write the same way. Each is a function because a Drizzle column builder
 * belongs to the one table it is placed in. The tenancy columns (accountIdColumn, companyIdColumn)
 * live in accounts.ts, beside the tables they reference.
 */

/** A random UUID primary key. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written; set by the database. */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed; the operations that change it set it. */
export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
