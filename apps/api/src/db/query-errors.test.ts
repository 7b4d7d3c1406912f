import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withoutQueryValues } from './query-errors';

const SECRET = 'https://calendar.google.com/calendar/ical/x/private-0f1e2d3c4b5a/basic.ics';

describe('withoutQueryValues', () => {
  it("keeps a failed statement and the driver's reason, never its values", () => {
    const driver = Object.assign(new Error('insert or update violates foreign key constraint'), {
      code: '23503',
    });
    const error = new DrizzleQueryError(
      'insert into "imported_calendars" ("studio_id", "url") values ($1, $2)',
      ['0f1e2d3c-4b5a-4978-8796-a5b4c3d2e1f0', SECRET],
      driver,
    );
    const logged = JSON.stringify(withoutQueryValues(error));
    expect(logged).not.toContain('private-0f1e2d3c4b5a');
    expect(logged).toContain('insert into \\"imported_calendars\\"');
    expect(logged).toContain('violates foreign key constraint');
    expect(withoutQueryValues(error)).not.toHaveProperty('params');
  });

  it('finds the statement among the causes, and leaves other errors as they are', () => {
    const inner = new DrizzleQueryError('select 1 where $1', [SECRET], new Error('timeout'));
    const outer = new Error('the sync failed', { cause: inner });
    const logged = JSON.stringify(withoutQueryValues(outer));
    expect(logged).not.toContain('private-0f1e2d3c4b5a');
    expect(logged).toContain('the sync failed');
    expect(withoutQueryValues(new Error('plain'))).toMatchObject({ message: 'plain' });
    expect(withoutQueryValues('not an error')).toBe('not an error');
  });
});
