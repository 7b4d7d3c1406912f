import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database is a folder that exactly one process may open (docs/api.md: run the CLI while
 * the server is stopped). A small lock file with the owner's pid turns a silent corruption into
 * a clear message. PostgreSQL needs no such lock.
 */
const lockPath = (dataDir: string) => join(dataDir, 'db.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

/** Takes the lock or throws when a live process holds it; a stale lock is taken over. */
export function lockDataDir(dataDir: string): () => void {
  const file = lockPath(dataDir);
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(file, 'utf8').trim());
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new DataDirBusyError(
      `The embedded database in ${dataDir} is in use by another process (pid ${holder}). ` +
        'Stop the server first, or set DATABASE_URL to use PostgreSQL, which many processes can share.',
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
