import { buildApp, createAppLogger } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirBusyError } from './db/data-dir-lock';
import { createOutageLog } from './db/database-outage';
import { openConfiguredDatabase } from './db/open-configured-database';
import { formatDemoLogins, isDatabaseEmpty, seedDemoAccounts } from './demo/demo-accounts';
import { loadDemoStudios } from './demo/load-demo-studios';
import { withPersistedJwtSecret } from './persisted-jwt-secret';
import { logProcessWarnings } from './process-warnings';

/** The JSON log, once `main` made it: where its failure is reported too. */
let startLog: ReturnType<typeof createAppLogger>;

/** Process entry: validate configuration, open and migrate the database, serve, shut down cleanly. */
async function main() {
  let config;
  try {
    config = loadConfig(withPersistedJwtSecret(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let closing = false;
  // The log exists before the database opens: a lost connection or a try to migrate while
  // PostgreSQL is away is one more failure of the outage's one JSON line, never a line of text.
  const logger = createAppLogger(config);
  startLog = logger;
  if (logger) logProcessWarnings(logger);
  const databaseOutage = createOutageLog(logger ?? { error: () => undefined });
  const noteOutage = (error: unknown) => {
    if (!databaseOutage.noted(error))
      logger?.error({ err: error }, 'a PostgreSQL connection failed');
  };
  const database = await openConfiguredDatabase(config, {
    onPoolError: noteOutage,
    // PostgreSQL not reachable yet: serve 503 meanwhile and keep trying, rather than exit.
    whileUnreachable: noteOutage,
  });
  // `npm start` sets DEMO_DATA=true: a first start fills an empty database with demo accounts
  // (before the app opens to requests) and then its studios.
  const demoLogins = database.ready.then(async () =>
    config.demoData && (await isDatabaseEmpty(database.db))
      ? seedDemoAccounts(database.db, new Date())
      : undefined,
  );
  // A database that answers but cannot be migrated or seeded is not one to serve from; this
  // holds from now, not only once the app listens.
  demoLogins.catch((error: unknown) => {
    logger?.fatal({ err: error }, 'Studio Hive could not start');
    process.exit(1);
  });
  const app = await buildApp({ config, database, ready: demoLogins, logger, databaseOutage });
  const loadDemoStudiosOnce = (logins: Awaited<typeof demoLogins>) => {
    if (!logins) return;
    app.log.info('Demo accounts loaded.');
    console.log(formatDemoLogins(logins));
    // Drawing and storing the demo studios' pictures takes several seconds: serve meanwhile,
    // the catalogue fills in as they arrive.
    app.log.info('Adding the demo studios in the background...');
    loadDemoStudios(config, database, app.log, { cache: app.catalogueCache })
      .then((summary) =>
        app.log.info(
          `Demo studios ready: ${summary.approved} approved, ${summary.pending} pending approval, ` +
            `${summary.bookings} bookings, ${summary.offlineBookings} offline bookings, ` +
            `${summary.reviews} reviews.`,
        ),
      )
      .catch((error: unknown) => {
        if (!closing) app.log.error({ err: error }, 'the demo studios could not be loaded');
      });
  };

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Whatever happens, do not hang forever on a stuck connection.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  demoLogins.then(loadDemoStudiosOnce, () => undefined);
  app.log.info(
    `Studio Hive is running at ${config.publicUrl ?? `http://localhost:${config.port}`} ` +
      `(database: ${database.kind === 'postgres' ? 'PostgreSQL' : `embedded, in ${config.dataDir}`})`,
  );
}

main().catch((error: unknown) => {
  // A line of the JSON log once it exists (a port in use at listen), else plain text.
  if (startLog) startLog.fatal({ err: error }, 'Studio Hive could not start');
  else if (error instanceof DataDirBusyError) console.error(error.message);
  else
    console.error('Studio Hive could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
