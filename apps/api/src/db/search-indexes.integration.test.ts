import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { studios, users } from './schema';
import { containsPattern, ilike } from './sql-fragments';
import { rowsOf } from './transaction';

/**
 * The admin's booking search matches any part of a name, e-mail or city (`ilike '%text%'` with
 * an escape character). A B-tree cannot serve a substring; the trigram indexes can, on both
 * engines, so the search stays an index lookup as the users and studios grow (bench/scale.md).
 */
describe('substring search indexes', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const searched = {
    'users.name': { table: users, column: users.name, competing: [] },
    'users.email': {
      table: users,
      column: users.email,
      competing: [sql`alter table users drop constraint users_email_unique`],
    },
    'studios.name': { table: studios, column: studios.name, competing: [] },
    'studios.city': {
      table: studios,
      column: studios.city,
      competing: [sql`drop index studios_city_idx`],
    },
  };

  /**
   * The plan PostgreSQL picks for a substring search of one column. A test database is tiny:
   * a table scan, or a whole B-tree read as a list of rows, would win on cost. Both are ruled out
   * for the question (the transaction is rolled back), so the plan shows whether an index can
   * answer the condition itself.
   */
  async function planOf(name: keyof typeof searched): Promise<string> {
    const { table, column, competing } = searched[name];
    let plan = '';
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        for (const statement of competing) await tx.execute(statement);
        const lines = await rowsOf<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select 1 from ${table} where ${ilike(column, containsPattern('as%h_a'))}`,
        );
        plan = lines.map((line) => line['QUERY PLAN']).join('\n');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!plan) throw error;
      });
    return plan;
  }

  it.each([
    ['users.name', 'users_name_trgm_idx'],
    ['users.email', 'users_email_trgm_idx'],
    ['studios.name', 'studios_name_trgm_idx'],
    ['studios.city', 'studios_city_trgm_idx'],
  ] as const)('a search of %s reads %s', async (name, index) => {
    expect(await planOf(name)).toContain(`Bitmap Index Scan on ${index}`);
  });
});
