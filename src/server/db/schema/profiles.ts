import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { systemRoles } from '#domain/roles.ts';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';
import { createdAtColumn, updatedAtColumn } from './columns.ts';

/**
 * One row per user, created by a database trigger in the same transaction as the user
 * (see the migration `profiles_for_new_users`), so no user can exist without a profile.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    initials: text('initials'),
    profilePhotoUrl: text('profile_photo_url'),
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }),
    systemRole: text('system_role', { enum: systemRoles }),
    lastSelectedAccountId: uuid('last_selected_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('profiles_name_length', sql`char_length(${table.name}) <= 100`),
    check('profiles_initials_length', sql`char_length(${table.initials}) <= 5`),
  ],
);
