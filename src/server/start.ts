import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { resolveSecret } from './auth/secret.ts';
import { buildAppDeps } from './build-app-deps.ts';
import { type Config, isLoopbackUrl } from './config.ts';
import { openDatabase } from './db/client.ts';
import { enableVectorExtension, runMigrations } from './db/migrate.ts';
import { seedFactors } from './db/seed/seed-factors.ts';
import { seedQuestions } from './db/seed/seed-questions.ts';
import { startWorker } from './jobs/start-worker.ts';
import { clearStaleTempFiles, TEMP_FILE_MAX_AGE_MS, tempDirOf } from './lib/clear-stale-temp-files.ts';
import type { Logger } from './logger.ts';
import { bootstrapSuperAdmins } from './modules/admin/bootstrap-super-admins.ts';
import { purgePendingFileDeletions } from './storage/purge-pending-file-deletions.ts';

export type RunningKeel = { url: string; close(): Promise<void> };

/** Start-up in the architecture's order: database → migrations → worker → HTTP. */
export async function startKeel(config: Config, logger: Logger): Promise<RunningKeel> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const hasVectorSearch = await enableVectorExtension(database);
  if (!hasVectorSearch) {
    logger.warn(
      'pgvector is not installed on this PostgreSQL server: semantic search will fall back to full-text search.',
    );
  }
  await runMigrations(database);
  await seedQuestions(database.db);
  await seedFactors(database.db);
  await bootstrapSuperAdmins(database.db, config.superAdminEmails);

  if (!config.smtpUrl && !isLoopbackUrl(config.appUrl)) {
    logger.warn(
      `SMTP_URL is not set and APP_URL (${config.appUrl}) is not local: mail cannot be delivered to anyone.`,
    );
  }
  if (config.databaseUrl && !config.secret) {
    logger.warn(
      'KEEL_SECRET is not set: a key kept in DATA_DIR signs sessions; set KEEL_SECRET when running several processes.',
    );
  }
  const deps = buildAppDeps({ config, database, logger, secret: resolveSecret(config), hasVectorSearch });
  // Files whose rows were deleted just before a crash are removed now, and so are temporary files
  // of uploads and extractions a crash cut off. A restart right after the crash finds those too
  // young to tell from live ones: the hourly sweep takes them.
  await purgePendingFileDeletions(deps);
  const sweepTempFiles = async () => {
    const { removed, failed } = await clearStaleTempFiles(tempDirOf(config.dataDir));
    if (removed > 0)
      logger.info(`Removed ${removed} temporary files left by an interrupted upload or extraction.`);
    if (failed.length) logger.warn({ files: failed }, 'could not remove stale temporary files');
  };
  await sweepTempFiles();
  const tempFileSweep = setInterval(sweepTempFiles, TEMP_FILE_MAX_AGE_MS);
  tempFileSweep.unref();
  const { queue } = deps;
  await queue.start();
  const stopWorker = config.role !== 'api' ? await startWorker(deps) : () => {};
  const app = createApp(deps);

  const server =
    config.role === 'worker'
      ? undefined
      : await new Promise<ReturnType<typeof serve>>((resolve) => {
          const listening = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
            resolve(listening),
          );
        });
  const port = server ? (server.address() as AddressInfo).port : config.port;
  logger.info(`Keel is running at ${config.appUrl} (listening on port ${port}, database: ${database.kind})`);

  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      closing ??= (async () => {
        // Stop accepting; in-flight requests finish; then the worker and the database close.
        if (server) {
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            if ('closeIdleConnections' in server) server.closeIdleConnections();
          });
        }
        stopWorker();
        clearInterval(tempFileSweep);
        await queue.stop();
        await deps.extractionPool.destroy();
        await database.close();
      })();
      return closing;
    },
  };
}
