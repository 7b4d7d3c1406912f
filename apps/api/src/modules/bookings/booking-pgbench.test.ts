import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  pgbenchScript,
  pgbenchText,
  pgbenchVariables,
  productLock,
  productRead,
  productWrite,
  type PgbenchPlan,
} from '../../../../../bench/booking-pgbench';

/** bench/booking.ts runs POST /booking's own statements under pgbench, generated, never copied. */
const plan: PgbenchPlan = {
  firstDate: '2026-11-24',
  studiosPerClient: 10,
  studioIdPrefix: '00000000-0000-4000-a000-',
  customerIdPrefix: '00000000-0000-4000-8000-',
  customers: 300,
  days: 30,
  firstHour: 9,
  lastHour: 20,
  packages: 3,
  packageUnit: 1000,
  addon: { key: 'editing', name: 'Editing', price: 500 },
  notifications: [
    {
      channel: 'email',
      to: 'asha@example.com',
      subject: "Booking confirmed: Asha's Studio",
      text: 'Your session starts at 10:00 (IST).\nSee you there.',
      attachment: {
        filename: 'booking.ics',
        contentType: 'text/calendar',
        content: 'BEGIN:VCALENDAR',
      },
    },
    { channel: 'sms', to: '+919876543210', text: 'Booked: 10:00' },
  ],
};

/** The product's statement as PostgreSQL receives it, its `$n` as pgbench fills them in. */
const asRun = (statement: Parameters<typeof pgbenchText>[0]) =>
  pgbenchText(statement, pgbenchVariables(plan));

describe('the booking pgbench script', () => {
  const script = pgbenchScript(plan);

  it("contains POST /booking's lock, read and each shape of its one write, as the product builds them", () => {
    expect(script).toContain(`begin;\n${asRun(productLock())};`);
    expect(script).toContain(asRun(productRead()));
    expect(script).toContain('commit;');
    for (const [hours, addon] of [
      [1, false],
      [1, true],
      [2, false],
      [2, true],
    ] as const) {
      expect(script).toContain(`${asRun(productWrite(plan, hours, addon))};`);
    }
    // Nothing else writes: four shapes of the one statement, no hand-written copy beside them.
    expect(script.match(/insert into "bookings"/g)).toHaveLength(4);
    expect(script.match(/insert into "booking_hours"/g)).toHaveLength(4);
  });

  it('differs from the product statement only in the values pgbench fills in', () => {
    const { sql: text, params } = new PgDialect().sqlToQuery(productWrite(plan, 2, true));
    expect(params.length).toBeGreaterThan(10);
    const generated = asRun(productWrite(plan, 2, true))
      .replace(/E'/g, "'")
      .replace(/\\x3a/g, ':');
    expect(generated).not.toMatch(/\$\d/);
    // Every piece of the statement between two of its values, in order.
    let from = 0;
    for (const piece of text.split(/\$\d+/)) {
      const at = generated.indexOf(piece, from);
      expect(at, piece).toBeGreaterThanOrEqual(from);
      from = at + piece.length;
    }
  });

  it('leaves no ":" in a literal, where pgbench would read a variable', () => {
    const literals = script.match(/'(?:[^']|'')*'/g) ?? [];
    expect(literals.filter((literal) => literal.includes(':'))).toEqual([]);
    expect(script).toContain("E'Your session starts at 10\\x3a00 (IST).");
  });
});
