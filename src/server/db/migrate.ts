import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../lib/project-root.ts';
import { HAS_VECTOR_EXTENSION, VECTOR_COLUMN_STATEMENTS } from './add-vector-column.ts';
import type { Database } from './client.ts';

export const migrationsFolder = path.join(projectRoot(), 'src/server/db/migrations');

/** An arbitrary constant: the advisory lock that lets only one process migrate at a time. */
const MIGRATION_LOCK = 724_311_009;

/**
 * Applies pending migrations; already-applied ones are skipped, so running twice is harmless.
 * Several API or worker processes may start together against PostgreSQL: an advisory lock
 * makes them migrate one after the other instead of racing.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    await addVectorColumn((statement) => database.executeSql(statement));
    return;
  }
  // The lock belongs to a connection, so lock, migrate and unlock all go through one client.
  const client = await database.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
    await addVectorColumn((statement) => client.query(statement));
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** The native vector column of document chunks, where pgvector is installed (add-vector-column.ts). */
async function addVectorColumn(execute: (statement: string) => Promise<{ rows: unknown[] }>) {
  const { rows } = await execute(HAS_VECTOR_EXTENSION);
  if (rows.length === 0) return;
  for (const statement of VECTOR_COLUMN_STATEMENTS) await execute(statement);
}

/**
 * Installs pgvector where the server offers it. Returns false on a PostgreSQL server without it,
 * in which case document search uses full-text ranking only.
 */
export async function enableVectorExtension(database: Database): Promise<boolean> {
  const { rows } = await database.executeSql("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'");
  if (rows.length === 0) return false;
  await database.executeSql('CREATE EXTENSION IF NOT EXISTS vector');
  return true;
}
