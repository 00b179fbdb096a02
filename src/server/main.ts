import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startKeel } from './start.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger(config.logLevel);
const keel = await startKeel(config, logger).catch((error: unknown) => {
  logger.fatal(
    { err: error },
    `Keel could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing in-flight requests, then closing the database.`);
    const timer = setTimeout(() => {
      logger.error('Shutdown took too long; exiting anyway.');
      process.exit(1);
    }, config.shutdownTimeoutMs + 2_000);
    keel.close().then(
      () => {
        clearTimeout(timer);
        logger.info('Keel stopped cleanly.');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  });
}
