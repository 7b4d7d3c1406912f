import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client';
import { createEmbeddedTemplate } from '../db/embedded-template';
import { createDatabase, dropDatabase, withDatabase } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tar of a migrated data directory that each test file loads ('' on PostgreSQL). */
    pgliteTemplate: string;
    /** PostgreSQL: the migrated template database's name ('' on PGlite). */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run into a template; every test file then starts from a copy of it
 * ("migrated once into a template and copied, so tests stay fast").
 * With DATABASE_URL set the template is a PostgreSQL database, else a PGlite data directory.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    // One template per run, so runs against the same server never collide.
    const TEMPLATE_DATABASE = `studio_hive_template_${process.pid}`;
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
    project.provide('postgresTemplate', TEMPLATE_DATABASE);
    return async () => {
      await dropDatabase(admin, TEMPLATE_DATABASE);
      await admin.close();
    };
  }

  const dir = await mkdtemp(join(tmpdir(), 'studio-hive-template-'));
  const dump = await createEmbeddedTemplate('none');
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
