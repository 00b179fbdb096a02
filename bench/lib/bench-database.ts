import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { loadConfig } from '../../src/server/config.ts';
import { type Db, openDatabase, openPglite } from '../../src/server/db/client.ts';
import { enableVectorExtension, runMigrations } from '../../src/server/db/migrate.ts';
import { accounts, companies } from '../../src/server/db/schema/accounts.ts';
import { companyAnswers } from '../../src/server/db/schema/questionnaire.ts';
import { seedQuestions } from '../../src/server/db/seed/seed-questions.ts';
import { createHeldSearchIndexes } from '../../src/server/modules/search/held-search-indexes.ts';

/**
 * The in-process benches' database, migrated and holding the questionnaire: an in-memory PGlite
 * with pgvector, or the PostgreSQL server of `databaseUrl`.
 */
export async function openBenchDatabase(options: { databaseUrl?: string } = {}) {
  const database = options.databaseUrl
    ? await openDatabase({ databaseUrl: options.databaseUrl, dataDir: '.tmp' })
    : openPglite(await PGlite.create({ extensions: { vector } }));
  const hasVectorSearch = await enableVectorExtension(database);
  await runMigrations(database);
  await seedQuestions(database.db);
  return { database, db: database.db, hasVectorSearch, label: options.databaseUrl ? 'PostgreSQL' : 'PGlite' };
}

/** The account 'Bench Holdings', its company named `companyName`, and the company's current answers. */
export async function insertBenchCompany(
  db: Db,
  companyName: string,
  answers: Array<{ questionId: string; answerValue: string; answeredBy?: string }>,
) {
  const [account] = await db.insert(accounts).values({ name: 'Bench Holdings' }).returning();
  const [company] = await db
    .insert(companies)
    .values({ accountId: account!.id, name: companyName })
    .returning();
  await db
    .insert(companyAnswers)
    .values(answers.map((answer) => ({ accountId: account!.id, companyId: company!.id, ...answer })));
  return { account: account!, company: company! };
}

/** Search indexes held in memory as the server holds them by default (SEARCH_INDEX_MEMORY_MB unset). */
export const searchIndexesAsServed = () =>
  createHeldSearchIndexes({ maxBytes: loadConfig({}).search.indexMemoryBytes });
