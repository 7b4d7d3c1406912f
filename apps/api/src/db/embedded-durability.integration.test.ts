import fs, { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { unpackEmbeddedTemplate } from './embedded-template';
import { rowsOf } from './transaction';

/**
 * The embedded database on disk syncs each commit to the disk, so a power loss keeps what was
 * committed (docs/decisions/032-embedded-database-durability.md). PGlite alone runs with fsync
 * off and its file system ignores fsync. A run on PostgreSQL has no embedded template to start from.
 */
describe.skipIf(process.env.DATABASE_URL)('the embedded database on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sh-durable-'));
  let database: DatabaseHandle;
  beforeAll(async () => {
    // The migrated template the test run made, unpacked into the directory (as `npm start` does).
    await unpackEmbeddedTemplate(inject('pgliteTemplate'), dataDir);
    database = await openDatabase({ kind: 'pglite', dataDir });
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs PostgreSQL with fsync on, its WAL synced with fsync', async () => {
    const settings = await rowsOf<{ fsync: string; method: string }>(
      database.db,
      sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
    );
    expect(settings).toEqual([{ fsync: 'on', method: 'fsync' }]);
  });

  it('hands each commit to the disk before it returns', async () => {
    await database.db.execute(sql`create table durable_probe (id int)`);
    const fsyncs = vi.spyOn(fs, 'fsyncSync');
    try {
      for (let i = 0; i < 3; i += 1) {
        const before = fsyncs.mock.calls.length;
        await database.db.execute(sql`insert into durable_probe values (${i})`);
        expect(fsyncs.mock.calls.length).toBeGreaterThan(before);
      }
    } finally {
      fsyncs.mockRestore();
    }
  });
});
