// `npm run admin -- promote <email>`: makes an existing user a super admin from the command line.
// On the embedded database, stop Keel first: one process at a time may open a PGlite data dir.
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { AppError } from './errors.ts';
import { promoteSuperUser } from './modules/admin/promote-super-user.ts';

const [command, email] = process.argv.slice(2);
if (command !== 'promote' || !email) {
  console.error('Usage: npm run admin -- promote <email>');
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const user = await promoteSuperUser(database.db, { email, actorId: null });
    console.info(`${user.email} is now a super admin.`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof AppError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
