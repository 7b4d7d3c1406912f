import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client';
import { createDatabase, dropDatabase, TEMPLATE_DATABASE, withDatabase } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tar of a migrated data directory that each test file loads ('' on PostgreSQL). */
    pgliteTemplate: string;
  }
}

/**
 * Migrates once per run into a template; every test file then starts from a copy of it
 * (STYLE.md: "migrated once into a template and copied, so tests stay fast").
 * With DATABASE_URL set the template is a PostgreSQL database, else a PGlite data directory.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = await openDatabase({ kind: 'postgres', url: databaseUrl });
    await dropDatabase(admin, TEMPLATE_DATABASE);
    await createDatabase(admin, TEMPLATE_DATABASE);
    const template = await openDatabase({
      kind: 'postgres',
      url: withDatabase(databaseUrl, TEMPLATE_DATABASE),
    });
    await migrateDatabase(template);
    await template.close();
    project.provide('pgliteTemplate', '');
    return async () => {
      await dropDatabase(admin, TEMPLATE_DATABASE);
      await admin.close();
    };
  }

  const dir = await mkdtemp(join(tmpdir(), 'studio-hive-template-'));
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
