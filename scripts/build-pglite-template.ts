// Builds dist/server/pglite-template.tar: an embedded database already initialised, migrated and
// holding the job queue's schema. A first start on an empty DATA_DIR unpacks it instead of running
// PostgreSQL's initdb in WebAssembly, which is most of a cold start.
import { mkdirSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { openPglite } from '../src/server/db/client.ts';
import { enableVectorExtension, runMigrations } from '../src/server/db/migrate.ts';
import { PGLITE_TEMPLATE_FILE } from '../src/server/db/pglite-template.ts';
import { createQueue } from '../src/server/jobs/queue.ts';
import { createLogger } from '../src/server/logger.ts';

const pglite = await PGlite.create({ extensions: { vector } });
const database = openPglite(pglite);
await enableVectorExtension(database);
await runMigrations(database);
const queue = createQueue(
  database,
  { databaseUrl: undefined, shutdownTimeoutMs: 1000 },
  createLogger('silent'),
);
await queue.start();
await queue.stop();
const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
await pglite.close();
mkdirSync('dist/server', { recursive: true });
writeFileSync(PGLITE_TEMPLATE_FILE, dump);
console.info(
  `  ${PGLITE_TEMPLATE_FILE}  ${(dump.length / 1024 / 1024).toFixed(1)} MB (initialised, migrated database)`,
);
