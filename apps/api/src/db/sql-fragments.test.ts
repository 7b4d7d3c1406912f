import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { reusableStatement } from './sql-fragments';

const dialect = new PgDialect();

describe('reusableStatement', () => {
  const byIdAndHours = reusableStatement(
    ['id', 'hours'],
    (v) =>
      sql`select ${sql.identifier('hour')} from x where id = ${v.id}::uuid and hour = any(${v.hours}::int[])`,
  );

  it('fills the text built once with the values given, a list as one array parameter', () => {
    const first = dialect.sqlToQuery(byIdAndHours({ id: 'a', hours: [10, 11] }));
    const second = dialect.sqlToQuery(byIdAndHours({ id: 'b', hours: [9] }));
    expect(first.sql).toBe('select "hour" from x where id = $1::uuid and hour = any($2::int[])');
    expect(second.sql).toBe(first.sql);
    expect(first.params).toEqual(['a', [10, 11]]);
    expect(second.params).toEqual(['b', [9]]);
  });

  it('puts a value that is SQL in as SQL, numbering its parameters in turn', () => {
    const inner = reusableStatement(['id'], (v) => sql`(select name from u where id = ${v.id})`);
    const outer = reusableStatement(['who', 'limit'], (v) => sql`select ${v.who}, ${v.limit}`);
    const query = dialect.sqlToQuery(outer({ who: inner({ id: 'u1' }), limit: 5 }));
    expect(query.sql).toBe('select (select name from u where id = $1), $2');
    expect(query.params).toEqual(['u1', 5]);
  });

  it('renders the same text when placed inside another sql template', () => {
    const inner = reusableStatement(['id'], (v) => sql`(select name from u where id = ${v.id})`);
    const query = dialect.sqlToQuery(sql`select ${7}, ${inner({ id: 'u1' })}`);
    expect(query.sql).toBe('select $1, (select name from u where id = $2)');
    expect(query.params).toEqual([7, 'u1']);
  });

  it('puts a plain sql value in as SQL too', () => {
    const outer = reusableStatement(['who', 'limit'], (v) => sql`select ${v.who}, ${v.limit}`);
    const query = dialect.sqlToQuery(outer({ who: sql`lower(${'A'})`, limit: 5 }));
    expect(query.sql).toBe('select lower($1), $2');
    expect(query.params).toEqual(['A', 5]);
  });

  it('refuses a statement whose text holds "$n" outside its parameters', () => {
    expect(() => reusableStatement(['id'], (v) => sql`select '$1', ${v.id}`)).toThrow(/\$n/);
  });
});
