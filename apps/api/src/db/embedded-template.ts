import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { extract } from 'tar';
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

/**
 * Unpacks the archive written by the build (apps/api/dist), if there is one, into the new
 * `dataDir`; without it PostgreSQL's initdb creates the database when it is opened.
 */
export async function unpackBuiltEmbeddedTemplate(dataDir: string): Promise<void> {
  const file = findUp(import.meta.url, join('dist', EMBEDDED_TEMPLATE_FILE));
  if (file) await unpackEmbeddedTemplate(file, dataDir);
}

/**
 * Unpacks a template archive into `dataDir`, which must be missing or empty. The archive is
 * streamed to disk rather than handed to PGlite whole: loading it in memory left about 90 MB of
 * buffers that V8 frees only at its first full collection, minutes into an idle start
 * (bench/memory.md). It is unpacked beside `dataDir` and renamed into place, so a start cut off
 * half-way leaves no half database that would look like one.
 */
export async function unpackEmbeddedTemplate(archive: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} holds files but no database: move them away to start afresh`);
  }
  const unpacking = `${dataDir}.unpacking`;
  rmSync(unpacking, { recursive: true, force: true });
  mkdirSync(unpacking, { recursive: true });
  // The archive's entries are absolute (/PG_VERSION, /base/...): tar makes them relative to cwd.
  await extract({ file: archive, cwd: unpacking, preserveOwner: false });
  if (existsSync(dataDir)) rmdirSync(dataDir);
  renameSync(unpacking, dataDir);
}
