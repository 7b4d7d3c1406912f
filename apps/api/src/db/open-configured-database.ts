import type { Config } from '../config';
import {
  databaseOptionsFromConfig,
  migrateDatabase,
  openDatabase,
  type DatabaseHandle,
} from './client';
import { lockDataDir } from './data-dir-lock';
import { isNewDataDir, readBuiltEmbeddedTemplate } from './embedded-template';

/**
 * Opens and migrates the database the configuration names, for the server and the CLI commands:
 * PostgreSQL when DATABASE_URL is set, else the embedded one in DATA_DIR (locked to this process).
 */
export async function openConfiguredDatabase(
  config: Config,
  onPoolError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  const options = databaseOptionsFromConfig(config);
  if (options.kind === 'postgres') {
    const database = await openDatabase(onPoolError ? { ...options, onPoolError } : options);
    await migrateDatabase(database);
    return database;
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    // A first start begins from the migrated copy the build made, when there is one.
    const template = isNewDataDir(options.dataDir!) ? await readBuiltEmbeddedTemplate() : undefined;
    const database = await openDatabase(template ? { ...options, loadDataDir: template } : options);
    await migrateDatabase(database);
    return {
      ...database,
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
