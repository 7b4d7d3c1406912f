import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOutageLog, isDatabaseUnavailable } from './database-outage';

/** Drizzle's wrapper: the statement in its message, the driver's error as its cause. */
const wrapped = (cause: Error) =>
  new Error('Failed query: select * from users where email = $1', { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a refused, reset or silent connection, through the wrappers', () => {
    expect(isDatabaseUnavailable(wrapped(withCode('connect ECONNREFUSED', 'ECONNREFUSED')))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrapped(new Error('Query read timeout')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is shutting down', '57P03'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode('too many clients', '53300'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new AggregateError([withCode('connect ECONNREFUSED ::1', 'ECONNREFUSED')]),
      ),
    ).toBe(true);
  });

  it('leaves a wrong statement or a refused write to the other handlers', () => {
    expect(isDatabaseUnavailable(wrapped(withCode('duplicate key', '23505')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode('syntax error', '42601')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('createOutageLog', () => {
  function recorder() {
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    const log = {
      error: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
    } as unknown as FastifyBaseLogger;
    return { log, lines };
  }

  it('logs one line per outage, with the driver reason and not the statement', () => {
    const { log, lines } = recorder();
    let now = 0;
    const outage = createOutageLog(log, () => now);
    for (let i = 0; i < 250; i += 1) {
      outage.noted(wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')));
      now += 100;
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toEqual({ reason: 'connect ECONNREFUSED 127.0.0.1:5432' });
    expect(JSON.stringify(lines)).not.toContain('select');
  });

  it('leaves any other error to its caller', () => {
    const { log, lines } = recorder();
    const outage = createOutageLog(log);
    expect(outage.noted(new Error('column "x" does not exist'))).toBe(false);
    expect(outage.noted(new Error('timeout expired'))).toBe(true);
    expect(lines.map((line) => line.fields)).toEqual([{ reason: 'timeout expired' }]);
  });

  it('starts a new outage after a quiet minute and says how many failures the last one had', () => {
    const { log, lines } = recorder();
    let now = 0;
    const outage = createOutageLog(log, () => now);
    outage.noted(new Error('Query read timeout'));
    now += 1_000;
    outage.noted(new Error('Query read timeout'));
    now += 61_000;
    outage.noted(new Error('Connection terminated unexpectedly'));
    expect(lines.map((line) => line.fields)).toEqual([
      { reason: 'Query read timeout' },
      { reason: 'Connection terminated unexpectedly', failuresInPreviousOutage: 2 },
    ]);
  });
});
