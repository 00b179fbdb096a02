import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { createQueue } from '../jobs/queue.ts';
import { createLogger } from '../logger.ts';
import { type Database, openPglite } from './client.ts';
import { enableVectorExtension, runMigrations } from './migrate.ts';

/**
 * Everything a new database needs before Keel's first start: pgvector where offered, the
 * migrations, and the job queue's own schema (pg-boss creates it on its first start).
 */
export async function prepareDatabase(database: Database) {
  await enableVectorExtension(database);
  await runMigrations(database);
  const queue = createQueue(database, { shutdownTimeoutMs: 1000 }, createLogger('silent'));
  await queue.start();
  await queue.stop();
}

/** A prepared embedded database, dumped as an uncompressed tar (fastest to unpack). */
export async function preparedPgliteDump(): Promise<Buffer> {
  const pglite = await PGlite.create({ extensions: { vector } });
  await prepareDatabase(openPglite(pglite));
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  await pglite.close();
  return dump;
}
