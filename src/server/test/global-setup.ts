import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { enableVectorExtension, runMigrations } from '../db/migrate.ts';
import { createQueue } from '../jobs/queue.ts';
import { createLogger } from '../logger.ts';
import { createTemplateDatabase, dropTemplateDatabase } from './postgres-databases.ts';

/**
 * Migrates one template database before the API suite: a PGlite data dir dumped to a file,
 * or a PostgreSQL template database. Each test file then starts from a copy in milliseconds.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = testDatabaseUrl();
  if (postgresUrl) {
    const template = await createTemplateDatabase(postgresUrl);
    project.provide('postgresTemplate', template);
    return () => dropTemplateDatabase(postgresUrl, template);
  }
  const pglite = await PGlite.create({ extensions: { vector } });
  const database = openPglite(pglite);
  await enableVectorExtension(database);
  await runMigrations(database);
  // pg-boss creates its schema on first start: do it once here so each file starts fast.
  const queue = createQueue(
    database,
    { databaseUrl: undefined, shutdownTimeoutMs: 1000 },
    createLogger('silent'),
  );
  await queue.start();
  await queue.stop();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const directory = path.resolve('.tmp');
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
