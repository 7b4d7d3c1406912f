import { sql, type SQL } from 'drizzle-orm';

/** `timestamptz` as ISO-8601 UTC text, the same on both engines. */
export const isoUtc = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * A search box's text as an `ilike` pattern that finds it anywhere, case-insensitively, with
 * its '%', '_' and '\' taken literally (so '100%' does not match everything).
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column ilike pattern`, with the escape character `containsPattern` uses. */
export const ilike = (column: string, pattern: string): SQL =>
  sql`${sql.raw(column)} ilike ${pattern} escape '\\'`;
