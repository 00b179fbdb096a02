import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../config.ts';
import { preparedPgliteDump } from '../db/prepare-database.ts';
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
  const dump = await preparedPgliteDump();
  const directory = path.resolve('.tmp');
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, dump);
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
