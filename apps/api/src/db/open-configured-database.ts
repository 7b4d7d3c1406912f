import type { Config } from '../config';
import {
  databaseOptionsFromConfig,
  migrateDatabase,
  openDatabase,
  type DatabaseHandle,
} from './client';
import { isDatabaseUnavailable } from './database-outage';
import { lockDataDir } from './data-dir-lock';
import { isNewDataDir, unpackBuiltEmbeddedTemplate } from './embedded-template';

/** The first pause before trying an unreachable PostgreSQL again; it doubles up to the last. */
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;

export type OpenOptions = {
  onPoolError?: (error: Error) => void;
  /**
   * For the server: PostgreSQL that cannot be reached does not stop the start. The handle comes
   * back at once and `ready` settles once it could be migrated; meanwhile each failed try is
   * reported here.
   */
  whileUnreachable?: (error: unknown) => void;
};

/**
 * Opens and migrates the database the configuration names, for the server and the CLI commands:
 * PostgreSQL when DATABASE_URL is set, else the embedded one in DATA_DIR (locked to this process).
 * `ready` settles when it is migrated: at once, unless `whileUnreachable` lets it wait.
 */
export async function openConfiguredDatabase(
  config: Config,
  { onPoolError, whileUnreachable }: OpenOptions = {},
): Promise<DatabaseHandle & { ready: Promise<void> }> {
  const options = databaseOptionsFromConfig(config);
  if (options.kind === 'postgres') {
    const database = await openDatabase(onPoolError ? { ...options, onPoolError } : options);
    if (!whileUnreachable) {
      await migrateDatabase(database);
      return { ...database, ready: Promise.resolve() };
    }
    return { ...database, ready: migrateWhenReachable(database, whileUnreachable) };
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    // A first start begins from the migrated copy the build made, when there is one.
    if (isNewDataDir(options.dataDir!)) await unpackBuiltEmbeddedTemplate(options.dataDir!);
    const database = await openDatabase(options);
    await migrateDatabase(database);
    return {
      ...database,
      ready: Promise.resolve(),
      async close() {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Migrates once PostgreSQL answers, trying again with growing pauses while it cannot be reached. */
async function migrateWhenReachable(
  database: DatabaseHandle,
  whileUnreachable: (error: unknown) => void,
): Promise<void> {
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      await migrateDatabase(database);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      whileUnreachable(error);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
