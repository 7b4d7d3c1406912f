import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the tables of the schema (index.ts). */

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Our own constants written into check constraints as SQL literals: drizzle-kit writes a
 * constraint's text into the migration, where a bound parameter cannot go.
 */
export const literal = (value: string | number) =>
  sql.raw(typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);
export const literalList = (values: readonly string[]) =>
  sql.join(values.map(literal), sql.raw(', '));
