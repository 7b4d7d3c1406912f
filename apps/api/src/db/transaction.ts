import type { SQL } from 'drizzle-orm';
import { PgTransaction, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A transaction handle: the same query API as `Database`, bound to one transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either the database or a transaction, for helpers that run inside or outside one. */
export type Executor = Database | Transaction;

/**
 * Runs `work` in one transaction: all of its writes land together or none do (a thrown error
 * rolls back and is re-thrown). Side effects outside the database (files, mail) belong after it.
 * `config` sets its isolation level and access mode (`set transaction`), for example a repeatable
 * read, whose statements all see the database as of the first. Inside a transaction it is a
 * savepoint of it, which cannot take settings of its own: asking for them there is a mistake.
 */
export function inTransaction<T>(
  db: Executor,
  work: (tx: Transaction) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  if (config && db instanceof PgTransaction) {
    throw new Error('A savepoint cannot set the isolation or access mode of its transaction');
  }
  return db.transaction(work, config);
}

/** Rows of a raw statement, on PGlite and node-postgres alike (both return `{ rows }`). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
