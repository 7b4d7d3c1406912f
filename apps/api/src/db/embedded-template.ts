import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findUp } from '../lib/find-up';
import { migrateDatabase, openDatabase } from './client';

/**
 * Creating an embedded database runs PostgreSQL's initdb inside WebAssembly, about 4 s on the
 * 2-core machines; loading a copy of an already migrated one takes well under 1 s. The build
 * writes such a copy next to the server bundle, a first start on an empty DATA_DIR begins from
 * it, and the test set-up uses the same function for its per-file databases (decision 006).
 */
export const EMBEDDED_TEMPLATE_FILE = 'pglite-template.tar.gz';

/** A migrated, empty embedded database as a data-directory archive. */
export async function createEmbeddedTemplate(compression: 'gzip' | 'none'): Promise<Blob> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrateDatabase(database);
    return await database.pglite!.dumpDataDir(compression);
  } finally {
    await database.close();
  }
}

/** True when `dataDir` holds no database yet (PostgreSQL writes PG_VERSION when it creates one). */
export const isNewDataDir = (dataDir: string) => !existsSync(join(dataDir, 'PG_VERSION'));

/** The archive written by the build (apps/api/dist), if there is one. */
export async function readBuiltEmbeddedTemplate(): Promise<Blob | undefined> {
  const file = findUp(import.meta.url, join('dist', EMBEDDED_TEMPLATE_FILE));
  return file ? new Blob([await readFile(file)]) : undefined;
}
