import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createDatabase, dropDatabase, withDatabase } from './postgres-admin';

/**
 * A fresh, migrated database for one test file: a copy of the template made by global-setup.ts.
 * On PostgreSQL (DATABASE_URL set) it is a new database, dropped again by `close()`.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const tar = await readFile(inject('pgliteTemplate'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([tar]) });
  }
  const name = `studio_hive_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await createDatabase(admin, name, inject('postgresTemplate'));
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(databaseUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(admin, name);
      await admin.close();
    },
  };
}
