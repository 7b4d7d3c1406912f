import {
  fillPlaceholders,
  Param,
  SQL,
  sql,
  StringChunk,
  type Placeholder,
  type Query,
  type QueryWithTypings,
  type SQLWrapper,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from './transaction';

/** `timestamptz` as ISO-8601 UTC text, the same on both engines. */
export const isoUtc = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A search box's text as an `ilike` pattern that finds it anywhere, case-insensitively, with
 * its '%', '_' and '\' taken literally (so '100%' does not match everything).
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column ilike pattern`, with the escape character `containsPattern` uses. */
export const ilike = (column: SQLWrapper, pattern: string): SQL =>
  sql`${column} ilike ${pattern} escape '\\'`;

/** `values` joined by commas, for an `in (...)` list or a `values` row list. */
export const commaList = (values: SQL[]) => sql.join(values, sql`, `);

/**
 * The rows of `query` decoded by `row`: their type is the decoder's, never a cast, and a row that
 * does not match (a renamed column, a changed type) fails loudly instead of flowing on.
 */
export async function decodedRows<Row extends z.ZodType>(
  db: Executor,
  query: SQL,
  row: Row,
): Promise<z.output<Row>[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows.map((value) => row.parse(value));
}

/** The one row of `query` decoded by `row`, or undefined when it returned none. */
export async function decodedRow<Row extends z.ZodType>(
  db: Executor,
  query: SQL,
  row: Row,
): Promise<z.output<Row> | undefined> {
  const [first] = await decodedRows(db, query, row);
  return first;
}

/**
 * A common table expression (`with name as (...)`) as a typed value: its name and the columns
 * later steps may read, so a statement names them through this value and never as loose strings.
 */
export type Cte<Column extends string> = {
  /** The CTE's name, as in `with name as (...)` and `from name`. */
  readonly name: string;
  /** The CTE in a `from` list or after `with`. */
  readonly ref: SQL;
  /** One of its columns, qualified by the CTE's name. */
  col(column: Column): SQL;
  /** `name as (body)`, for a `with` list. */
  as(body: SQL): SQL;
};

export function cte<const Columns extends readonly string[]>(
  name: string,
  _columns: Columns,
): Cte<Columns[number]> {
  const ref = sql`${sql.identifier(name)}`;
  return {
    name,
    ref,
    col: (column) => sql`${ref}.${sql.identifier(column)}`,
    as: (body) => sql`${ref} as (${body})`,
  };
}

/** Unqualified column names, for an `insert into table (...)` list or a `returning` list. */
export const columnNames = (...columns: { name: string }[]) =>
  commaList(columns.map((column) => sql`${sql.identifier(column.name)}`));

const dialect = new PgDialect();

/**
 * A reusable statement filled with its values: its SQL text and parameters are known, so
 * `toQuery` returns them instead of walking the fragments again (Drizzle's walk checks each
 * fragment's class and was 8 % of a booking's CPU in the API, bench/booking.md). The fragments
 * are kept too, for when it is placed inside another `sql` template.
 */
class FilledStatement extends SQL {
  constructor(
    chunks: SQL['queryChunks'],
    private readonly query: Query,
  ) {
    super(chunks);
  }

  override toQuery(): QueryWithTypings {
    return this.query;
  }
}

/** `$n` in the text of a statement whose parameters come after `offset` others. */
const renumbered = (text: string, offset: number) =>
  offset === 0 ? text : text.replace(/\$(\d+)\b/g, (_, n: string) => `$${Number(n) + offset}`);

/**
 * A statement of a hot path, built from the schema once and then only filled with values.
 * Turning a built statement into SQL text walks every fragment and quotes every name: about
 * 0.1 ms of CPU for a booking's read and as much for its write, the largest part of a booking's
 * time in the API (bench/booking.md). `build` gets a placeholder for each name in `names` and
 * must not vary its shape with the values: lists go in as one array parameter each
 * (`= any($1::int[])`, `unnest(...)`). The result makes the statement for the values given; a
 * value that is SQL (best a reusable statement's own result, such as `callerAccountJson`, whose
 * text is known) goes in as that SQL, any other value as a parameter.
 */
export function reusableStatement<const Name extends string>(
  names: readonly Name[],
  build: (values: Record<Name, Placeholder<Name>>) => SQL,
): (values: Record<Name, unknown>) => SQL {
  const placeholders = Object.fromEntries(names.map((name) => [name, sql.placeholder(name)]));
  const query = dialect.sqlToQuery(build(placeholders as Record<Name, Placeholder<Name>>));
  // Drizzle numbers the parameters $1, $2, ... in order; the text between them is kept as is.
  const texts = query.sql.split(/\$\d+\b/);
  if (texts.length !== query.params.length + 1) {
    throw new Error('A reusable statement may not hold a literal "$n" outside its parameters.');
  }
  const textChunks = texts.map((text) => new StringChunk(text));
  return (values) => {
    const filled = fillPlaceholders(query.params, values);
    const chunks: SQL['queryChunks'] = [textChunks[0]!];
    const params: unknown[] = [];
    let text = texts[0]!;
    filled.forEach((value, i) => {
      if (value instanceof SQL) {
        const inner = dialect.sqlToQuery(value);
        text += renumbered(inner.sql, params.length);
        params.push(...inner.params);
        chunks.push(value);
      } else {
        params.push(value);
        text += `$${params.length}`;
        chunks.push(new Param(value));
      }
      text += texts[i + 1]!;
      chunks.push(textChunks[i + 1]!);
    });
    return new FilledStatement(chunks, { sql: text, params });
  };
}
