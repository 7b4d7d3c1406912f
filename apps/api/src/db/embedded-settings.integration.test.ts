import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { unpackEmbeddedTemplate } from './embedded-template';
import { rowsOf } from './transaction';

const settingsOf = (database: DatabaseHandle) =>
  rowsOf<{ buffers: string; fsync: string; singleUser: string }>(
    database.db,
    sql`select current_setting('shared_buffers') as buffers, current_setting('fsync') as fsync,
      current_setting('max_worker_processes') as "singleUser"`,
  );

/**
 * The embedded database runs with small shared buffers (WebAssembly memory is never given back,
 * docs/decisions/033), on top of PGlite's own parameters and, on disk, the durable ones. A run
 * on PostgreSQL has no embedded template to start from.
 */
describe.skipIf(process.env.DATABASE_URL)('the embedded database settings', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sh-settings-'));
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await rm(dataDir, { recursive: true, force: true });
  });

  // The migrated template the test run made (initdb in WebAssembly takes seconds).
  const template = async () => new Blob([await readFile(inject('pgliteTemplate'))]);

  it('keeps 16 MB of shared buffers on disk, fsync on, without worker processes', async () => {
    // As a first start does: the template unpacked into the directory, then opened.
    await unpackEmbeddedTemplate(inject('pgliteTemplate'), dataDir);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    opened.push(database);
    expect(await settingsOf(database)).toEqual([{ buffers: '16MB', fsync: 'on', singleUser: '0' }]);
  });

  it('keeps 16 MB of shared buffers in memory, with PGlite’s own parameters', async () => {
    const database = await openDatabase({ kind: 'pglite', loadDataDir: await template() });
    opened.push(database);
    expect(await settingsOf(database)).toEqual([
      { buffers: '16MB', fsync: 'off', singleUser: '0' },
    ]);
  });
});
