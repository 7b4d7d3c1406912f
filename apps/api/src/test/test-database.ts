import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { embeddedDatabaseHandle, openDatabase, type DatabaseHandle } from '../db/client';
import { createDatabase, dropDatabase, withDatabase } from './postgres-admin';

/**
 * A fresh, migrated database for one test file: a copy of the template made by global-setup.ts.
 * On PostgreSQL (DATABASE_URL set) it is a new database, dropped again by `close()`.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    return leaseEmbeddedDatabase();
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

/**
 * Embedded engines that finished test files handed back, emptied to the template's state. The
 * test worker keeps its modules from one file to the next (vitest.config.ts), so this list does
 * too: opening an engine from the template costs about 1.2 s of CPU, emptying one about 20 ms,
 * and a run opens some 75 of them.
 */
const idleEngines: PGlite[] = [];

/** What the template holds besides rows: a test that changed it leaves its engine unreused. */
let templateShape: string | undefined;

async function leaseEmbeddedDatabase(): Promise<DatabaseHandle> {
  const engine = idleEngines.pop() ?? (await openEmbeddedFromTemplate());
  // The test sees the engine through a proxy that acts as a closed engine once the test has
  // closed it: anything left running (a timer, a late query) fails as it did on an engine of its
  // own, instead of writing into the next test file's data.
  let released = false;
  const proxy = new Proxy(engine, {
    get(target, property) {
      if (released && property === 'closed') return true;
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function' || property === 'constructor') return value;
      if (released) return () => Promise.reject(new Error('PGlite is closed'));
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
  const handle = embeddedDatabaseHandle(proxy);
  return {
    ...handle,
    close: async () => {
      if (released) return;
      released = true;
      if (await emptiedToTemplate(engine)) idleEngines.push(engine);
      else if (!engine.closed) await engine.close();
    },
  };
}

async function openEmbeddedFromTemplate(): Promise<PGlite> {
  const tar = await readFile(inject('pgliteTemplate'));
  const { pglite } = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([tar]) });
  templateShape ??= await shapeOf(pglite!);
  return pglite!;
}

/** Empties every table and resets the session; false when the engine is no longer the template. */
async function emptiedToTemplate(engine: PGlite): Promise<boolean> {
  if (engine.closed) return false;
  try {
    // A transaction the test left open ends here, not in the next file's statements.
    await engine.exec('rollback');
    if ((await shapeOf(engine)) !== templateShape) return false;
    const { rows } = await engine.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname = 'public'`,
    );
    await engine.exec(
      `truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade;
       reset all; unlisten *; select pg_advisory_unlock_all();`,
    );
    return true;
  } catch {
    return false;
  }
}

/** Tables, columns, indexes, constraints, triggers, functions and sequences of the schema. */
async function shapeOf(engine: PGlite): Promise<string> {
  const { rows } = await engine.query<{ shape: string }>(`
    select md5(string_agg(item, ',' order by item)) as shape from (
      select concat_ws(':', 'column', table_name, column_name, data_type, column_default,
                       is_nullable) as item
        from information_schema.columns where table_schema = 'public'
      union all select concat_ws(':', 'index', indexname, indexdef)
        from pg_indexes where schemaname = 'public'
      union all select concat_ws(':', 'constraint', conname, pg_get_constraintdef(oid))
        from pg_constraint where connamespace = 'public'::regnamespace
      union all select concat_ws(':', 'trigger', tgname, tgrelid::regclass::text, tgenabled)
        from pg_trigger where not tgisinternal
      union all select concat_ws(':', 'function', proname, md5(prosrc))
        from pg_proc where pronamespace = 'public'::regnamespace
      union all select concat_ws(':', 'sequence', sequencename)
        from pg_sequences where schemaname = 'public'
    ) as shape_items`);
  return rows[0]!.shape;
}
