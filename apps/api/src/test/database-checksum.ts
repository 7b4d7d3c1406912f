import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/transaction';

/**
 * What a test compares to tell that requests left the database as it was: the transaction id
 * PostgreSQL hands out next, and per table its row count and a digest of all its rows.
 */
export type DatabaseState = { nextTransactionId: string; tables: Record<string, string> };

/** The database's state now; every row of every table is read (meant for tests' small ones). */
export async function databaseState(db: Database): Promise<DatabaseState> {
  const nextTransactionId = await nextTransactionIdOf(db);
  const rows = await rowsOf<{ name: string; digest: string }>(db, await checksumStatement(db));
  return {
    nextTransactionId,
    tables: Object.fromEntries(rows.map((row) => [row.name, row.digest])),
  };
}

/**
 * Whether a transaction may have written since `before`: a transaction takes an id once it
 * writes, so while the next id is still `before`'s, no row can have changed. One small query.
 * The ids are the server's (on PostgreSQL, other databases' writes move them too): `true` only
 * means the tables must be read to know.
 */
export async function writtenSince(db: Database, before: DatabaseState): Promise<boolean> {
  return (await nextTransactionIdOf(db)) !== before.nextTransactionId;
}

/**
 * The tables whose rows differ from `before` (none: []), and the state now. The tables are read
 * only when a transaction wrote since `before`.
 */
export async function changesSince(
  db: Database,
  before: DatabaseState,
): Promise<{ changedTables: string[]; now: DatabaseState }> {
  if (!(await writtenSince(db, before))) return { changedTables: [], now: before };
  const now = await databaseState(db);
  const names = new Set([...Object.keys(before.tables), ...Object.keys(now.tables)]);
  const changedTables = [...names].filter((name) => before.tables[name] !== now.tables[name]);
  return { changedTables, now };
}

async function nextTransactionIdOf(db: Database): Promise<string> {
  const [row] = await rowsOf<{ xid: string }>(
    db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
  );
  return row!.xid;
}

const statements = new WeakMap<Database, Promise<SQL>>();

/** One statement digesting every table of the schema, made once per database. */
function checksumStatement(db: Database): Promise<SQL> {
  let statement = statements.get(db);
  if (!statement) {
    statement = rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ).then((tables) =>
      sql.join(
        // A sum of the rows' hashes: the same whatever order the rows are read in, and no sort.
        tables.map(
          ({ name }) =>
            sql`select ${name}::text as name,
                  count(*) || ':' || coalesce(sum(hashtext(r::text)::bigint), 0) as digest
                from ${sql.identifier(name)} r`,
        ),
        sql` union all `,
      ),
    );
    statements.set(db, statement);
  }
  return statement;
}
