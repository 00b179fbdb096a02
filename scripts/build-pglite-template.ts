// Builds dist/server/pglite-template.tar: an embedded database already initialised, migrated and
// holding the job queue's schema. A first start on an empty DATA_DIR unpacks it instead of running
// PostgreSQL's initdb in WebAssembly, which is most of a cold start.
import { mkdirSync, writeFileSync } from 'node:fs';
import { PGLITE_TEMPLATE_FILE } from '../src/server/db/pglite-template.ts';
import { preparedPgliteDump } from '../src/server/db/prepare-database.ts';

const dump = await preparedPgliteDump();
mkdirSync('dist/server', { recursive: true });
writeFileSync(PGLITE_TEMPLATE_FILE, dump);
console.info(
  `  ${PGLITE_TEMPLATE_FILE}  ${(dump.length / 1024 / 1024).toFixed(1)} MB (initialised, migrated database)`,
);
