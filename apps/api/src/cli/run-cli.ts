import { ConfigError, loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { DataDirBusyError } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open-configured-database';
import { AppError } from '../http/errors';

/** Thrown for a wrong command line; printed without a stack trace. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Runs a command against the configured database (same DATA_DIR / DATABASE_URL as the server),
 * printing expected failures as one clear sentence and exiting non-zero. `readArguments` checks the
 * command line first: a wrong one is told at once, without opening (or creating) a database.
 */
export async function runCli<Arguments = undefined>(
  task: (context: { config: Config; database: DatabaseHandle; args: Arguments }) => Promise<void>,
  readArguments?: () => Arguments,
) {
  let database: DatabaseHandle | undefined;
  try {
    const args = readArguments?.() as Arguments;
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
    database = await openConfiguredDatabase(config);
    await task({ config, database, args });
  } catch (error) {
    const expected =
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof DataDirBusyError ||
      error instanceof AppError;
    console.error(expected ? (error as Error).message : error);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
