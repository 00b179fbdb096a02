import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accountRoles, assignableRoles } from '#domain/roles.ts';
import { users } from './auth.ts';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';

/** An organisation workspace. Everything a company owns hangs off it and is deleted with it. */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [check('accounts_name_not_blank', sql`char_length(btrim(${table.name})) between 1 and 100`)],
);

/**
 * The account a row belongs to: every account-scoped query filters on it, and the row is deleted
 * with its account.
 */
export function accountIdColumn() {
  return uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
}

export const accountUsers = pgTable(
  'account_users',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: accountRoles }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('account_users_account_user_unique').on(table.accountId, table.userId),
    index('account_users_user_id_idx').on(table.userId),
  ],
);

export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    email: text('email').notNull(),
    role: text('role', { enum: assignableRoles }).notNull(),
    token: text('token').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('account_invitations_account_id_idx').on(table.accountId)],
);

/**
 * The typed confirmation code an owner must enter to delete an account. Issued by the server and
 * checked against this row, so a client cannot choose its own "expected" text.
 */
export const accountDeletionCodes = pgTable('account_deletion_codes', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const companies = pgTable(
  'companies',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    name: text('name').notNull(),
    websiteUrl: text('website_url'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique('companies_account_id_unique').on(table.accountId),
    check('companies_name_not_blank', sql`char_length(btrim(${table.name})) between 1 and 200`),
  ],
);

/** The company a row describes; the row is deleted with its company. */
export function companyIdColumn() {
  return uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
}

/** A company's document-search store; its indexing arrives with the data room. */
export const vectorStores = pgTable(
  'vector_stores',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    accountId: accountIdColumn(),
    embeddingModel: text('embedding_model').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('vector_stores_company_id_unique').on(table.companyId),
    index('vector_stores_account_id_idx').on(table.accountId),
  ],
);

/**
 * Stored files whose rows are gone: written in the same transaction that deletes the rows, and
 * removed from storage afterwards (retried until done), so a crash never leaves orphaned files.
 */
export const pendingFileDeletions = pgTable('pending_file_deletions', {
  id: idColumn(),
  storageKey: text('storage_key').notNull(),
  createdAt: createdAtColumn(),
  /**
   * Not removed before this time. An upload writes its guard row (an hour ahead) before storing the
   * object and deletes it with the transaction that records the file: a crash in between leaves the
   * object to this queue instead of orphaned.
   */
  purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull().defaultNow(),
});
