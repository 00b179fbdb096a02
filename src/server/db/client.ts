import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { pgliteTemplateFor } from './pglite-template.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The drizzle client every module receives; the same type over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle; operations that may run inside one accept `Executor`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Runs raw SQL with positional parameters; what pg-boss and a few raw statements need. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql: ExecuteSql;
  /** Present on the embedded database only: pg-boss uses it through its PGlite adapter. */
  pglite?: PGlite;
  /** Present on PostgreSQL only: for work that must hold one connection (advisory locks). */
  pool?: pg.Pool;
  /** Present on PostgreSQL only: the job queue opens its own connections with it. */
  connectionString?: string;
  close(): Promise<void>;
};

/** Opens the embedded PGlite under `dataDir/pg`, or PostgreSQL when a URL is given. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const directory = path.resolve(options.dataDir, 'pg');
  const loadDataDir = pgliteTemplateFor(directory);
  mkdirSync(directory, { recursive: true });
  return openPglite(
    await PGlite.create(directory, { extensions: { vector }, ...(loadDataDir ? { loadDataDir } : {}) }),
  );
}

/** Wraps an open PGlite instance (also used by tests with in-memory or cloned instances). */
export function openPglite(client: PGlite): Database {
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    pglite: client,
    executeSql: async (text, values) => {
      // PGlite's query() rejects several statements in one string; exec() runs them (without parameters).
      if (!values?.length && text.includes(';') && text.trim().replace(/;\s*$/, '').includes(';')) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query(text, values as unknown[]);
      return { rows: result.rows as Record<string, unknown>[] };
    },
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema }) as unknown as Db,
    pool,
    connectionString,
    executeSql: async (text, values) => {
      const result = await pool.query(text, values as unknown[]);
      return { rows: result.rows };
    },
    close: () => pool.end(),
  };
}
