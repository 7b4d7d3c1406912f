import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { rowsOf } from '../db/transaction';
import { createTestDatabase } from './test-database';

const countUsers = (database: DatabaseHandle) => database.db.$count(users);

const insertUser = (database: DatabaseHandle) =>
  database.db.insert(users).values({
    email: `pool-${Math.random()}@example.com`,
    name: 'Pool Check',
    phone: '9876543210',
    role: 'customer',
    passwordHash: 'not-a-hash',
  });

/**
 * Each test file gets a database as the template left it, whether the engine is new or one an
 * earlier file handed back (test-database.ts keeps them per worker).
 */
describe('test databases', () => {
  it('start empty after an earlier test wrote and closed its own', async () => {
    const first = await createTestDatabase();
    await insertUser(first);
    expect(await countUsers(first)).toBe(1);
    await first.close();

    const second = await createTestDatabase();
    expect(await countUsers(second)).toBe(0);
    await second.close();
  });

  it('act as closed for the test that closed them, while the next test uses the engine', async () => {
    const first = await createTestDatabase();
    await first.close();
    const second = await createTestDatabase();

    await expect(insertUser(first)).rejects.toThrow();
    expect(first.pglite?.closed ?? true).toBe(true);
    expect(await countUsers(second)).toBe(0);
    await second.close();
  });

  it('start outside any transaction an earlier test left open', async () => {
    const first = await createTestDatabase();
    await first.db.execute(sql`begin`);
    await insertUser(first);
    await first.close();

    const second = await createTestDatabase();
    await insertUser(second);
    // Inside a transaction left open, this would take the insert back with it.
    await second.db.execute(sql`rollback`);
    expect(await countUsers(second)).toBe(1);
    await second.close();
  });

  it('keep no change a test made to the schema', async () => {
    const first = await createTestDatabase();
    await first.db.execute(sql`create table left_behind (id int)`);
    await first.close();

    const second = await createTestDatabase();
    const tables = await rowsOf<{ name: string }>(
      second.db,
      sql`select table_name as name from information_schema.tables where table_name = 'left_behind'`,
    );
    expect(tables).toEqual([]);
    await second.close();
  });
});
