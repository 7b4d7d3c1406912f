// The pgbench script of bench/booking.ts, generated from the product's own statements
// (apps/api/src/modules/bookings/booking-creation-statements.ts, auth/guards.ts) so it cannot drift from
// what POST /booking runs. Checked by apps/api/src/modules/bookings/booking-pgbench.test.ts.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { customerBookingsLock } from '../apps/api/src/db/advisory-locks';
import { callerAccountJson } from '../apps/api/src/modules/auth/guards';
import {
  bookingReadStatement,
  insertBookingStatement,
  type BookingWrite,
} from '../apps/api/src/modules/bookings/booking-creation-statements';
import type { OutgoingMessage } from '../apps/api/src/notifications/notifier';

export type PgbenchPlan = {
  firstDate: string;
  studiosPerClient: number;
  studioIdPrefix: string;
  customerIdPrefix: string;
  customers: number;
  days: number;
  firstHour: number;
  lastHour: number;
  packages: number;
  packageUnit: number;
  addon: { key: string; name: string; price: number };
  /** The notifications of one booking, as the product wrote them for a probe booking. */
  notifications: OutgoingMessage[];
};

const dialect = new PgDialect();

/**
 * A value of a product statement stands for a pgbench expression: `$n` whose value is a key of
 * `variables` becomes that expression, every other one a literal. pgbench reads `:name` anywhere
 * in a command, so no literal keeps a ':' (an E'' string spells it \x3a).
 */
export function pgbenchText(statement: SQL, variables: Map<unknown, string>): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return text
    .replace(/'(?:[^']|'')*'/g, (quoted) =>
      quoted.includes(':') ? escaped(quoted.slice(1, -1)) : quoted,
    )
    .replace(/\$(\d+)/g, (_, n: string) => expression(params[Number(n) - 1], variables));
}

/** A parameter as pgbench writes it: its variable, an array of expressions, or a literal. */
function expression(value: unknown, variables: Map<unknown, string>): string {
  const variable = variables.get(value);
  if (variable !== undefined) return variable;
  if (Array.isArray(value))
    return `ARRAY[${value.map((v) => expression(v, variables)).join(', ')}]`;
  return literal(value);
}

function escaped(text: string): string {
  return `E'${text.replace(/\\/g, '\\\\').replace(/:/g, '\\x3a')}'`;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return escaped(value.replace(/'/g, "''"));
  throw new Error(`pgbench: no literal for ${JSON.stringify(value)}`);
}

/** Stand-ins the statements are built with, each replaced by its pgbench expression. */
const V = {
  bookingId: '\u0001booking-id',
  studio: '\u0001studio',
  customer: '\u0001customer',
  readStudio: '\u0001read-studio',
  readCustomer: '\u0001read-customer',
  date: '\u0001date',
  today: '\u0001today',
  now: '\u0001now',
  packageKey: '\u0001package',
  hour: -1001,
  lastHour: -1002,
  base: -1003,
  extra: -1004,
  total: -1005,
} as const;

export function pgbenchVariables(
  plan: Pick<PgbenchPlan, 'firstDate' | 'studioIdPrefix' | 'customerIdPrefix'>,
) {
  return new Map<unknown, string>([
    [V.bookingId, 'gen_random_uuid()'],
    // The read's row, kept by \gset as :s_<column>.
    [V.studio, ':s_id'],
    [V.customer, ':s_customer_id'],
    [V.readStudio, `('${plan.studioIdPrefix}' || lpad(:s::text, 12, '0'))`],
    [V.readCustomer, `('${plan.customerIdPrefix}' || lpad(:u::text, 12, '0'))`],
    [V.date, `('${plan.firstDate}'::date + :d::int)`],
    [V.today, "(now() at time zone 'Asia/Kolkata')::date"],
    [V.now, 'now()'],
    [V.packageKey, "(:p::text || ' Cam')"],
    [V.hour, ':h'],
    [V.lastHour, ':hl'],
    [V.base, ':base'],
    [V.extra, ':extra'],
    [V.total, ':total'],
  ]);
}

/** The read of POST /booking, as the product builds it, with the stand-ins. */
export const productRead = () =>
  bookingReadStatement(callerAccountJson(V.readCustomer), V.readStudio, V.date, {
    today: V.today,
    now: V.now,
  });

/** The customer's lock that POST /booking takes first in its transaction (decision 040). */
export const productLock = () => customerBookingsLock(V.readCustomer);

/** The write of POST /booking for `hourCount` hours, with or without the add-on. */
export function productWrite(
  plan: Pick<PgbenchPlan, 'addon' | 'notifications'>,
  hourCount: 1 | 2,
  withAddon: boolean,
): SQL {
  const write: BookingWrite = {
    id: V.bookingId,
    studioId: V.studio,
    customerId: V.customer,
    date: V.date,
    hours: hourCount === 2 ? [V.hour, V.lastHour] : [V.hour],
    packageKey: V.packageKey,
    basePrice: V.base,
    addonsTotal: V.extra,
    totalPrice: V.total,
    addons: withAddon ? [{ ...plan.addon, quantity: 1 }] : [],
    status: 'confirmed',
    decisionDueAt: null,
    deposit: null,
    notifications: plan.notifications,
  };
  return insertBookingStatement(write);
}

/**
 * One POST /booking as pgbench runs it, in one transaction: the customer's lock, the product's read (the caller's account, the studio,
 * its packages, add-ons, the date's offered and free hours and the owner's contact); then, when
 * the hours are free (the app responds 409 without writing otherwise), the product's one
 * WITH ... INSERT statement (booking, hours, add-ons and notifications). Each client books in its own
 * studios, so no two clients race for an hour (pgbench would abort a client on the unique
 * violation the app turns into 409).
 */
export function pgbenchScript(plan: PgbenchPlan): string {
  const variables = pgbenchVariables(plan);
  const write = (hourCount: 1 | 2, withAddon: boolean) =>
    `${pgbenchText(productWrite(plan, hourCount, withAddon), variables)};`;
  return `\\set s :client_id * ${plan.studiosPerClient} + random(0, ${plan.studiosPerClient - 1})
\\set u random(0, ${plan.customers - 1})
\\set d random(0, ${plan.days - 1})
\\set n random(1, 2)
\\set h random(${plan.firstHour}, ${plan.lastHour + 1} - :n)
\\set hl :h + :n - 1
\\set p random(1, ${plan.packages})
\\set q random(0, 1)
\\set base ${plan.packageUnit} * :p * :n
\\set extra ${plan.addon.price} * :q
\\set total :base + :extra
begin;
${pgbenchText(productLock(), variables)};
select r.*, r.caller->>'id' as customer_id,
  (r.free_hours::jsonb @> jsonb_build_array(:h::int, :hl::int))::int as ok
from (
${pgbenchText(productRead(), variables)}
) r \\gset s_
\\if :s_ok = 1
\\if :n = 2 and :q = 1
${write(2, true)}
\\elif :n = 2
${write(2, false)}
\\elif :q = 1
${write(1, true)}
\\else
${write(1, false)}
\\endif
\\endif
commit;
`;
}
