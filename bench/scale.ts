// Cost of the reads as the data grows, on PostgreSQL: 100, 1,000 and 10,000 approved studios with
// 10,000, 100,000 and 1,000,000 bookings (100 a studio, 10 a customer), generated in SQL on a
// fresh database per size, then the real app (buildApp in this process, the built web app for
// the studio page) asked one request at a time, so the figures show what a read costs, not
// queueing. Aim: every read within 2x from the smallest size to the largest.
// Usage: npx tsx bench/scale.ts [studios ...]   (default: 100 1000 10000; BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test; BENCH_SAMPLES per read, default 200;
// BENCH_MISS_SAMPLES per whole catalogue read, default 60; BENCH_KEEP=1 keeps each database as
// studio_hive_bench_scale_<studios>, and BENCH_REUSE=1 measures a kept one again after migrating it;
// BENCH_ONLY=<text> measures only the reads whose name contains the text, e.g. 'admin/summary')
// Results and how to read them: bench/scale.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays, istToday, OWN_BOOKINGS_PAGE_SIZE } from '@studio-hive/domain';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { signToken } from '../apps/api/src/modules/auth/tokens';
import { createDatabase, dropDatabase, withDatabase } from '../apps/api/src/test/postgres-admin';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SIZES = process.argv.slice(2).length ? process.argv.slice(2).map(Number) : [100, 1000, 10000];
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const MISS_SAMPLES = Number(process.env.BENCH_MISS_SAMPLES ?? 60);
const ONLY = process.env.BENCH_ONLY;
const WARM_UP = 10;
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

const BOOKINGS_PER_STUDIO = 100;
const BOOKINGS_PER_CUSTOMER = 10;
/** Bookings of a studio are one a day: 79 days back, today, and 20 days ahead. */
const PAST_DAYS = 79;
/** Slots from today on, hours 9:00 .. 20:00 (studios open 9 to 21). */
const SLOT_DAYS = 28;
/** The big owner's studios (0 .. 19); every other owner holds 5. */
const BIG_OWNER_STUDIOS = 20;
const STUDIOS_PER_OWNER = 5;
/** One studio in 50 more, waiting for approval (no bookings). */
const PENDING_SHARE = 50;
/**
 * Two histories that grow with the size, one booking per studio of it (100, 1,000 and 10,000
 * bookings): the history owner's, at HISTORY_STUDIOS studios of their own, and the history
 * customer's, at as many others; a fifth of the days ahead, the rest behind, one booking a studio
 * a day. Their studios wait for approval, so the catalogue reads compare as before (the bookings
 * lists do not read approval).
 */
const HISTORY_STUDIOS = 20;
/** Bookings take hours 9 .. 19; 20:00 stays free everywhere, for the bench's own bookings. */
const FREE_HOUR = 20;

/** Predictable ids (8-4-4-4-12), so the bench names a studio, a person or a booking by number. */
const id = (group: string, n: number) =>
  `00000000-0000-4000-${group}-${String(n).padStart(12, '0')}`;
const idSql = (group: string, n: ReturnType<typeof sql>) =>
  sql`('00000000-0000-4000-' || ${group}::text || '-' || lpad((${n})::text, 12, '0'))::uuid`;
const STUDIO = 'a000';
const CUSTOMER = '8000';
const OWNER = '9000';
const ADMIN = 'b000';
const BOOKING = 'c000';

const CITIES = [
  ['New Delhi', 'Delhi', '110001'],
  ['Gurgaon', 'Haryana', '122001'],
  ['Noida', 'Uttar Pradesh', '201301'],
  ['Faridabad', 'Haryana', '121001'],
  ['Ghaziabad', 'Uttar Pradesh', '201001'],
  ['Greater Noida', 'Uttar Pradesh', '201310'],
] as const;
const cityArray = (column: 0 | 1 | 2) =>
  sql.raw(`array[${CITIES.map((city) => `'${city[column]}'`).join(', ')}]`);
/** The price of package `n` (0: '1 Cam') an hour at studio `i`; '1 Cam' is its pricePerHour. */
const packagePrice = (i: ReturnType<typeof sql>, n: ReturnType<typeof sql>) =>
  sql`(800 + ((${i}) % 50) * 100 + 1000 * (${n}))`;
/** Studio i takes requests (the owner decides) when i % 5 = 0, else confirms at once. */
const REQUEST_STUDIO = 5;

const owners = (studios: number) =>
  1 + Math.ceil((studios + studios / PENDING_SHARE - BIG_OWNER_STUDIOS) / STUDIOS_PER_OWNER);
const ownerOf = (i: ReturnType<typeof sql>) =>
  sql`case when ${i} < ${BIG_OWNER_STUDIOS}::int then 0
      else 1 + (${i} - ${BIG_OWNER_STUDIOS}::int) / ${STUDIOS_PER_OWNER}::int end`;

const customersOf = (studios: number) => (studios * BOOKINGS_PER_STUDIO) / BOOKINGS_PER_CUSTOMER;
/** The history owner, the owner of the history customer's studios, and the history customer. */
const historyOwnerNo = (studios: number) => owners(studios);
const historyCustomerNo = (studios: number) => customersOf(studios);

async function run(database: DatabaseHandle, query: ReturnType<typeof sql>) {
  await database.db.execute(query);
}

/**
 * The data of a platform that has run a while, all in SQL: people, studios with images,
 * packages, an add-on and four weeks of slots, bookings over 80 days back and 20 ahead in every
 * state, their held hours and add-ons, reviews of past sessions.
 */
async function fill(database: DatabaseHandle, studios: number, today: string) {
  const pending = studios / PENDING_SHARE;
  const customers = customersOf(studios);
  const bookings = studios * BOOKINGS_PER_STUDIO;
  await run(
    database,
    sql`insert into users (id, name, email, phone, role, password_hash, verified_at)
        select ${idSql(ADMIN, sql`0`)}, 'Bench Admin', 'admin@bench.example', '9800000000',
               'admin', 'x', now()
        union all
        select ${idSql(OWNER, sql`o`)}, 'Owner ' || o, 'owner.' || o || '@bench.example',
               '97' || lpad(o::text, 8, '0'), 'owner', 'x', now()
        from generate_series(0, ${owners(studios) - 1}::int) o
        union all
        select ${idSql(CUSTOMER, sql`c`)},
               (array['Aarav', 'Vivaan', 'Aditya', 'Ishaan', 'Priya', 'Ananya', 'Diya', 'Kabir',
                      'Rohit', 'Sneha', 'Meera', 'Arjun', 'Neha', 'Farhan', 'Zoya'])[1 + c % 15]
               || ' ' ||
               (array['Sharma', 'Verma', 'Gupta', 'Singh', 'Khan', 'Mehta', 'Kapoor', 'Malhotra',
                      'Bansal', 'Chopra', 'Joshi'])[1 + (c / 15) % 11],
               'customer.' || c || '@bench.example', '96' || lpad(c::text, 8, '0'),
               'customer', 'x', now()
        from generate_series(0, ${customers - 1}::int) c`,
  );
  // Approved studios 0 .. studios-1, newest last; then the pending ones.
  await run(
    database,
    sql`insert into studios (id, author_id, name, description, price_per_hour, equipments,
          amenities, rules, opening_hour, closing_hour, full_address, city, state, pin_code,
          approved, approved_at, booking_mode, created_at)
        select ${idSql(STUDIO, sql`i`)}, ${idSql(OWNER, ownerOf(sql`i`))},
               (array['Echo', 'Reverb', 'Loft', 'Signal', 'Tape', 'Frame', 'Canvas', 'Lumen'])[1 + i % 8]
               || ' ' || (array['Room', 'Works', 'House', 'Lab', 'Stage'])[1 + (i / 8) % 5]
               || ' ' || i,
               case i % 3
                 when 0 then 'A treated podcast room for two to four voices, with broadcast microphones and a multitrack recorder.'
                 when 1 then 'A music studio with a live room, a vocal booth and monitors tuned for mixing.'
                 else 'A film and video stage with a green screen, soft lights and three cameras.'
               end,
               ${packagePrice(sql`i`, sql`0`)},
               '["Microphone (XLR)", "Audio Interface", "Headphones (Closed-Back)", "Softbox Light"]'::jsonb,
               '["Wi-Fi", "Air Conditioning", "Restroom", "Parking"]'::jsonb,
               'No smoking. Shoes off in the live room.', 9, 21, (10 + i % 90) || ' MG Road, Sector ' || (1 + i % 60),
               (${cityArray(0)})[1 + i % 6], (${cityArray(1)})[1 + i % 6], (${cityArray(2)})[1 + i % 6],
               i < ${studios}::int, case when i < ${studios}::int then now() end,
               case when i % ${REQUEST_STUDIO}::int = 0 then 'request' else 'instant' end,
               timestamptz '2026-01-01 10:00+05:30' + i * interval '10 minutes'
        from generate_series(0, ${studios + pending - 1}::int) i`,
  );
  await run(
    database,
    sql`insert into studio_packages (studio_id, key, name, price)
        select ${idSql(STUDIO, sql`i`)}, n + 1 || ' Cam', n + 1 || ' Cam', ${packagePrice(sql`i`, sql`n`)}
        from generate_series(0, ${studios + pending - 1}::int) i, generate_series(0, 2) n`,
  );
  await run(
    database,
    sql`insert into studio_addons (studio_id, key, name, price, max_quantity)
        select ${idSql(STUDIO, sql`i`)}, 'editing', 'Editing', 500, 2
        from generate_series(0, ${studios + pending - 1}::int) i`,
  );
  await run(
    database,
    sql`insert into studio_images (studio_id, position, url, thumbnail_url, storage_key, thumbnail_storage_key)
        select s, n, '/uploads/studios/' || s || '/' || n || '/full.webp',
               '/uploads/studios/' || s || '/' || n || '/card.webp',
               'studios/' || s || '/' || n || '/full.webp', 'studios/' || s || '/' || n || '/card.webp'
        from (select ${idSql(STUDIO, sql`i`)} as s from generate_series(0, ${studios + pending - 1}::int) i) t,
             generate_series(0, 2) n`,
  );
  await run(
    database,
    sql`insert into studio_slots (studio_id, date, hour)
        select ${idSql(STUDIO, sql`i`)}, ${today}::date + d, h
        from generate_series(0, ${studios + pending - 1}::int) i,
             generate_series(0, ${SLOT_DAYS - 1}::int) d, generate_series(9, ${FREE_HOUR}::int) h`,
  );
  // Booking k: studio i = k % studios on day n = k / studios (one a studio a day, so the held
  // hours never collide), customer (k * 7919) % customers (10 each, spread over studios), its
  // state from k * 13 % 20: past 70% completed, 10% cancelled, 5% no-show, 15% declined or
  // expired at request studios; ahead 70% confirmed, 10% open requests, 20% cancelled or declined.
  await run(
    database,
    sql`insert into bookings (id, studio_id, customer_id, date, package_key, base_price,
          addons_total, total_price, payment_status, created_at, status, hours,
          status_changed_at, decision_due_at, cancelled_by, cancel_reason)
        select ${idSql(BOOKING, sql`k`)}, ${idSql(STUDIO, sql`i`)},
               ${idSql(CUSTOMER, sql`(k::bigint * 7919) % ${customers}::int`)},
               day, (p + 1) || ' Cam', ${packagePrice(sql`i`, sql`p`)} * len,
               addons, ${packagePrice(sql`i`, sql`p`)} * len + addons, 'payAtStudio',
               created, status, hours,
               case when status in ('confirmed', 'requested') then created
                    else least(created + interval '1 day', day::timestamp at time zone 'Asia/Kolkata') end,
               case when status = 'requested' then now() + interval '22 hours'
                    when status in ('expired', 'declined')
                      then least(created + interval '24 hours',
                                 (day + make_interval(hours => hours[1])) at time zone 'Asia/Kolkata') end,
               case when status = 'cancelled' then case when bucket = 15 or bucket = 19 then 'owner' else 'customer' end end,
               case when status = 'cancelled' and (bucket = 15 or bucket = 19) then 'The studio is closed for repairs that day.' end
        from (
          select k, i, n, day, p, len, addons, bucket, hours,
                 case when n > ${PAST_DAYS}::int and status = 'requested'
                      then now() - interval '2 hours'
                      else (day - (1 + k % 14))::timestamp at time zone 'Asia/Kolkata' + interval '11 hours' end as created,
                 status
          from (
            select k, i, n, ${today}::date + (n - ${PAST_DAYS}::int) as day, k % 3 as p, len,
                   case when k % 4 = 0 then 500 else 0 end as addons, bucket,
                   (select array_agg(h::smallint order by h) from generate_series(h0, h0 + len - 1) h) as hours,
                   case
                     when bucket < 14 then 'confirmed'
                     when n < ${PAST_DAYS}::int then
                       case when bucket < 16 then 'cancelled' when bucket = 16 then 'no_show'
                            when i % ${REQUEST_STUDIO}::int <> 0 then 'confirmed'
                            when bucket = 17 then 'declined' else 'expired' end
                     when n = ${PAST_DAYS}::int then 'confirmed'
                     when bucket < 16 then case when i % ${REQUEST_STUDIO}::int = 0 then 'requested' else 'confirmed' end
                     when bucket = 18 then case when i % ${REQUEST_STUDIO}::int = 0 then 'declined' else 'cancelled' end
                     else 'cancelled'
                   end as status
            from (select k, k % ${studios}::int as i, k / ${studios}::int as n, abs(hashtext(k::text)) % 20 as bucket,
                         1 + k % 3 as len, 9 + (k / 7) % 9 as h0
                  from generate_series(0, ${bookings - 1}::int) k) base
          ) typed
        ) dated`,
  );
  // The histories (HISTORY_STUDIOS): booking j at history studio j % 40 (the first 20 the history
  // owner's, booked by everyone; the others the history customer's), on day j / 40 counted back
  // from the last day ahead; one in ten cancelled by its customer.
  const firstHistoryStudio = studios + pending;
  const historyDays = studios / HISTORY_STUDIOS;
  const daysAhead = Math.max(1, historyDays / 5);
  await run(
    database,
    sql`insert into users (id, name, email, phone, role, password_hash, verified_at)
        select ${idSql(OWNER, sql`${historyOwnerNo(studios)}::int + o`)}, 'History Owner ' || o,
               'history.owner.' || o || '@bench.example', '95' || lpad(o::text, 8, '0'), 'owner', 'x', now()
        from generate_series(0, 1) o
        union all
        select ${idSql(CUSTOMER, sql`${historyCustomerNo(studios)}::int`)}, 'History Customer',
               'history.customer@bench.example', '9400000000', 'customer', 'x', now()`,
  );
  await run(
    database,
    sql`insert into studios (id, author_id, name, description, price_per_hour, equipments,
          amenities, rules, opening_hour, closing_hour, full_address, city, state, pin_code,
          approved, booking_mode, created_at)
        select ${idSql(STUDIO, sql`${firstHistoryStudio}::int + h`)},
               ${idSql(OWNER, sql`${historyOwnerNo(studios)}::int + h / ${HISTORY_STUDIOS}::int`)},
               'History Room ' || h, 'A music studio with a live room and a vocal booth.', 1500,
               '[]'::jsonb, '[]'::jsonb, 'No smoking.', 9, 21, h || ' Park Street', 'New Delhi',
               'Delhi', '110001', false, 'instant', timestamptz '2025-01-01 10:00+05:30'
        from generate_series(0, ${2 * HISTORY_STUDIOS - 1}::int) h`,
  );
  await run(
    database,
    sql`insert into bookings (id, studio_id, customer_id, date, package_key, base_price,
          addons_total, total_price, payment_status, created_at, status, hours,
          status_changed_at, cancelled_by)
        select ${idSql(BOOKING, sql`${bookings}::int + j`)},
               ${idSql(STUDIO, sql`${firstHistoryStudio}::int + j % ${2 * HISTORY_STUDIOS}::int`)},
               case when j % ${2 * HISTORY_STUDIOS}::int < ${HISTORY_STUDIOS}::int
                    then ${idSql(CUSTOMER, sql`(j::bigint * 7919) % ${customers}::int`)}
                    else ${idSql(CUSTOMER, sql`${historyCustomerNo(studios)}::int`)} end,
               day, '1 Cam', 1500, 0, 1500, 'payAtStudio', created,
               case when j % 10 = 3 then 'cancelled' else 'confirmed' end,
               array[9 + j % 9]::smallint[], created,
               case when j % 10 = 3 then 'customer' end
        from (select j, ${today}::date + ${daysAhead - 1}::int - j / ${2 * HISTORY_STUDIOS}::int as day,
                     (${today}::date + ${daysAhead - 4}::int - j / ${2 * HISTORY_STUDIOS}::int)::timestamp
                       at time zone 'Asia/Kolkata' as created
              from generate_series(0, ${2 * studios - 1}::int) j) history`,
  );
  await run(
    database,
    sql`insert into booking_hours (booking_id, studio_id, date, hour, expires_at)
        select b.id, b.studio_id, b.date, h, case when b.status = 'requested' then b.decision_due_at end
        from bookings b, unnest(b.hours) h
        where b.status in ('confirmed', 'requested', 'no_show')`,
  );
  await run(
    database,
    sql`insert into booking_addons (booking_id, key, name, price, quantity)
        select id, 'editing', 'Editing', 500, 1 from bookings where addons_total > 0`,
  );
  // A review of one completed session in five, one per customer and studio.
  await run(
    database,
    sql`insert into reviews (studio_id, reviewer_id, rating, description, created_at)
        select studio_id, customer_id, 2 + (abs(hashtext(id::text)) % 4),
               'Good sound, helpful staff, would book again.', date + interval '1 day'
        from bookings
        where status = 'confirmed' and date < ${today}::date and abs(hashtext(id::text)) % 5 = 0
        on conflict do nothing`,
  );
  // As autovacuum would have left a table that grew over months: statistics, visibility map.
  await run(database, sql`vacuum analyze`);
}

type Read = {
  what: string;
  samples: number;
  /** Called before each request, untimed (e.g. a studio changed in the catalogue cache). */
  before?: (n: number) => void;
  request: (n: number) => { path: string; init?: RequestInit; status?: number; contains?: string };
};

type Timing = { p50: number; p99: number; bytes: number };

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function measure(base: string, read: Read): Promise<Timing> {
  const times: number[] = [];
  let bytes = 0;
  for (let n = 0; n < WARM_UP + read.samples; n += 1) {
    read.before?.(n);
    const { path, init, status = 200, contains } = read.request(n);
    const started = performance.now();
    const response = await fetch(`${base}${path}`, init);
    const body = await response.text();
    const ms = performance.now() - started;
    if (response.status !== status || (contains && !body.includes(contains))) {
      throw new Error(`${read.what}: ${path} answered ${response.status}: ${body.slice(0, 300)}`);
    }
    if (n >= WARM_UP) times.push(ms);
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), bytes };
}

const load1 = () => loadavg()[0]!.toFixed(2);

async function benchSize(admin: DatabaseHandle, studios: number) {
  const name = `studio_hive_bench_scale_${studios}`;
  const url = withDatabase(ADMIN_URL, name);
  const today = istToday(new Date());
  const reuse =
    process.env.BENCH_REUSE &&
    (
      (await admin.db.execute(
        sql`select 1 from pg_database where datname = ${name}`,
      )) as unknown as {
        rows: unknown[];
      }
    ).rows.length > 0;
  const started = performance.now();
  let filled = 'reused';
  if (!reuse) {
    await dropDatabase(admin, name);
    await createDatabase(admin, name);
    // Bulk work: no statement timeout for this handle.
    const filler = await openDatabase({ kind: 'postgres', url, queryTimeoutMs: 0 });
    await migrateDatabase(filler);
    await fill(filler, studios, today);
    await filler.close();
    filled = `${((performance.now() - started) / 1000).toFixed(0)} s`;
  }
  // The app's own handle, with the statement timeout it has in production.
  const database = await openDatabase({ kind: 'postgres', url });
  // BENCH_REUSE: a kept database gets the migrations made since (an index under test)
  // and loses the bookings the bench made there, so their hours are free again.
  if (reuse) {
    await migrateDatabase(database);
    await run(database, sql`delete from bookings where ${FREE_HOUR}::smallint = any(hours)`);
    await run(database, sql`analyze`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-hive-bench-scale-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: SECRET,
    // One address asks everything here: per-address limits and fair use would refuse it.
    HEAVY_READS_PER_MINUTE: '1000000',
    BOOKINGS_PER_HOUR: '1000000',
    UPCOMING_BOOKINGS: '1000000',
    UPCOMING_HOURS_PER_STUDIO: '1000000',
    BOOKING_SMS_PER_PHONE_PER_DAY: '1000000',
  });
  const app = await buildApp({ config, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = (group: string, n: number, role: 'customer' | 'owner' | 'admin') =>
    signToken(SECRET, { id: id(group, n), role, passwordChangedAt: null }, new Date());
  const bearer = (value: string): RequestInit => ({
    headers: { authorization: `Bearer ${value}` },
  });
  const customers = customersOf(studios);
  const total = WARM_UP + SAMPLES;
  // Customers spread over the whole range, each asked once per round.
  const customerNo = (n: number) => (n * 7331) % customers;
  const customerTokens = await Promise.all(
    Array.from({ length: total }, (_, n) => token(CUSTOMER, customerNo(n), 'customer')),
  );
  const ownerToken = await token(OWNER, 0, 'owner');
  const adminToken = await token(ADMIN, 0, 'admin');
  const historyOwnerToken = await token(OWNER, historyOwnerNo(studios), 'owner');
  const historyCustomerToken = await token(CUSTOMER, historyCustomerNo(studios), 'customer');
  /**
   * The holder of `tokenValue` asking `path`, the same each time; the read is named by the path
   * as `shown` (a page number that depends on the size as `<last>`) and `who`.
   */
  const readAs =
    (tokenValue: string, who = '') =>
    (path: string, shown = path): Read => ({
      what: `GET ${shown}${who}`,
      samples: SAMPLES,
      request: () => ({ path, init: bearer(tokenValue) }),
    });
  const adminRead = readAs(adminToken);
  const bigOwnerRead = readAs(ownerToken, ` (${BIG_OWNER_STUDIOS} studios)`);
  const historyOwnerRead = readAs(historyOwnerToken, ' (history owner)');
  const historyCustomerRead = readAs(historyCustomerToken, ' (history customer)');
  /** The last page of 50 of a history (one booking per studio of the size). */
  const lastHistoryPage = Math.ceil(studios / OWN_BOOKINGS_PAGE_SIZE);
  const studioNo = (n: number) => (n * 37) % studios;
  // The bench's bookings: FREE_HOUR at studios other than the big owner's, a distinct studio
  // and day each, from 2 days ahead.
  const bookable = studios - BIG_OWNER_STUDIOS;
  const bookingAt = (n: number) => ({
    i: BIG_OWNER_STUDIOS + (n % bookable),
    date: addDays(today, 2 + Math.floor(n / bookable)),
  });

  // The admin searches a studio by its whole name (a number alone matches more as they grow).
  const studioNames = new Map(
    (
      (await database.db.execute(
        sql`select id::text as id, name from studios where approved`,
      )) as unknown as { rows: { id: string; name: string }[] }
    ).rows.map((row) => [row.id, row.name]),
  );

  const reads: Read[] = [];
  // Warm: a repeat guest request, served from the finished responses. After a studio write: one
  // studio marked changed before each, as every studio or review write does, so that studio is
  // read again and the response built anew. Whole read: the catalogue cache emptied before each,
  // as at start, after a lost listening connection or a change that names no studio (and every
  // 5 minutes in the background), so the whole catalogue is read again. The whole reads come
  // last: each leaves 10,000 records of garbage at the largest size, and the collector's work on
  // it would be billed to whatever read is measured next.
  const listings = [
    'limit=24',
    `page=${Math.floor(studios / 24)}&limit=24`,
    'q=green%20screen&limit=24',
    'city=Noida&limit=24',
  ].map((query) => {
    const path = `/api/studio?${query}`;
    // The deep page is the last full one at every size.
    return { path, shown: path.replace(/page=\d+/, 'page=<last>') };
  });
  for (const { path, shown } of listings) {
    reads.push(
      { what: `GET ${shown} (warm)`, samples: SAMPLES, request: () => ({ path }) },
      {
        what: `GET ${shown} (after a studio write)`,
        samples: SAMPLES,
        before: (n) => app.catalogueCache.studioChanged(id(STUDIO, studioNo(n))),
        request: () => ({ path }),
      },
    );
  }
  reads.push(
    {
      what: 'GET /api/studio?limit=24 as a customer (warm)',
      samples: SAMPLES,
      request: (n) => ({ path: '/api/studio?limit=24', init: bearer(customerTokens[n]!) }),
    },
    {
      what: 'GET /studios/:id, kept page',
      samples: SAMPLES,
      request: () => ({ path: `/studios/${id(STUDIO, 1)}`, contains: 'Hive Studio' }),
    },
    {
      // Each address once: the page is rendered (the catalogue stays cached).
      what: 'GET /studios/:id, rendered',
      samples: SAMPLES,
      request: (n) => ({
        path: `/studios/${id(STUDIO, studioNo(n))}?from=${n}`,
        contains: 'Hive Studio',
      }),
    },
    {
      what: 'GET /api/availability/:id',
      samples: SAMPLES,
      request: (n) => ({
        path: `/api/availability/${id(STUDIO, studioNo(n))}`,
        init: bearer(customerTokens[n]!),
      }),
    },
    {
      what: 'GET /api/booking/customer/summary',
      samples: SAMPLES,
      request: (n) => ({ path: '/api/booking/customer/summary', init: bearer(customerTokens[n]!) }),
    },
    {
      // A client that asks no page: the first UNPAGED_BOOKINGS_LIMIT (decision 041).
      what: 'GET /api/booking/customer',
      samples: SAMPLES,
      request: (n) => ({ path: '/api/booking/customer', init: bearer(customerTokens[n]!) }),
    },
    {
      // My Bookings as it opens.
      what: `GET /api/booking/customer?page=1&limit=${OWN_BOOKINGS_PAGE_SIZE}`,
      samples: SAMPLES,
      request: (n) => ({
        path: `/api/booking/customer?page=1&limit=${OWN_BOOKINGS_PAGE_SIZE}`,
        init: bearer(customerTokens[n]!),
      }),
    },
    // A customer whose bookings grow with the size: My Bookings as it opens, its last page, and
    // its Cancelled filter (counted by reading each booking's state).
    historyCustomerRead(`/api/booking/customer?page=1&limit=${OWN_BOOKINGS_PAGE_SIZE}`),
    historyCustomerRead(
      `/api/booking/customer?page=${lastHistoryPage}&limit=${OWN_BOOKINGS_PAGE_SIZE}`,
      `/api/booking/customer?page=<last>&limit=${OWN_BOOKINGS_PAGE_SIZE}`,
    ),
    historyCustomerRead(
      `/api/booking/customer?status=cancelled,declined,expired&page=1&limit=${OWN_BOOKINGS_PAGE_SIZE}`,
    ),
    {
      what: `GET /api/booking/owner/summary (${BIG_OWNER_STUDIOS} studios)`,
      samples: SAMPLES,
      request: () => ({ path: '/api/booking/owner/summary', init: bearer(ownerToken) }),
    },
    bigOwnerRead('/api/booking/owner'),
    // Bookings Received as it opens: the open requests, and the first page of every booking.
    bigOwnerRead('/api/booking/owner?when=upcoming&status=requested&page=1&limit=100'),
    bigOwnerRead(`/api/booking/owner?page=1&limit=${OWN_BOOKINGS_PAGE_SIZE}`),
    historyOwnerRead('/api/booking/owner?when=upcoming&status=requested&page=1&limit=100'),
    historyOwnerRead(`/api/booking/owner?page=1&limit=${OWN_BOOKINGS_PAGE_SIZE}`),
    historyOwnerRead(
      `/api/booking/owner?page=${lastHistoryPage}&limit=${OWN_BOOKINGS_PAGE_SIZE}`,
      `/api/booking/owner?page=<last>&limit=${OWN_BOOKINGS_PAGE_SIZE}`,
    ),
    adminRead('/api/admin/summary'),
    // The admin dashboard's Booking Analysis as it opens: the first upcoming sessions.
    adminRead('/api/admin/bookings?when=upcoming&page=1&limit=10'),
    // All Bookings as it opens (every booking, a page at a time) and a page deep into it.
    adminRead('/api/admin/bookings?page=1&limit=50'),
    adminRead('/api/admin/bookings?page=100&limit=50'),
    // All Bookings filtered by a state: a common one, and one no upcoming session is in.
    adminRead('/api/admin/bookings?status=cancelled&page=1&limit=50'),
    adminRead('/api/admin/bookings?status=no_show&page=1&limit=50'),
    {
      // A customer by e-mail: a handful of bookings however many there are.
      what: 'GET /api/admin/bookings?q=<customer e-mail>&when=upcoming&page=1&limit=10',
      samples: SAMPLES,
      request: (n) => ({
        path: `/api/admin/bookings?q=customer.${customerNo(n)}%40&when=upcoming&page=1&limit=10`,
        init: bearer(adminToken),
      }),
    },
    {
      what: 'GET /api/admin/bookings?q=<studio name>&when=past&page=1&limit=10',
      samples: SAMPLES,
      request: (n) => ({
        path: `/api/admin/bookings?q=${encodeURIComponent(studioNames.get(id(STUDIO, studioNo(n)))!)}&when=past&page=1&limit=10`,
        init: bearer(adminToken),
      }),
    },
    // A city: a third of the studios match; X-Total-Count counts to 1,000 (decision 038).
    adminRead('/api/admin/bookings?q=Noida&when=upcoming&page=1&limit=10'),
    // All Bookings deep into a city, and a city narrowed to a state few of its bookings are in.
    adminRead('/api/admin/bookings?q=Noida&page=100&limit=50'),
    adminRead('/api/admin/bookings?q=Noida&status=no_show&page=1&limit=50'),
    {
      what: 'POST /api/booking',
      samples: SAMPLES,
      request: (n) => {
        const { i, date } = bookingAt(n);
        return {
          path: '/api/booking',
          status: 201,
          init: {
            method: 'POST',
            headers: {
              authorization: `Bearer ${customerTokens[n]!}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              studio: id(STUDIO, i),
              date,
              hours: [FREE_HOUR],
              packageKey: '1 Cam',
              addons: [],
              totalPrice: 800 + (i % 50) * 100,
              paymentStatus: 'payAtStudio',
            }),
          },
        };
      },
    },
  );

  reads.push(
    ...listings.map(({ path, shown }): Read => ({
      what: `GET ${shown} (whole catalogue read)`,
      samples: MISS_SAMPLES,
      before: () => app.catalogueCache.invalidate(),
      request: () => ({ path }),
    })),
  );

  const results = new Map<string, Timing>();
  const loadBefore = load1();
  const chosen = ONLY ? reads.filter((read) => read.what.includes(ONLY)) : reads;
  for (const read of chosen) {
    results.set(read.what, await measure(base, read));
    const { p50, p99 } = results.get(read.what)!;
    console.error(`  ${studios}: ${read.what}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
  }
  const loadAfter = load1();
  await app.close();
  await database.close();
  if (!process.env.BENCH_KEEP) await dropDatabase(admin, name);
  rmSync(dataDir, { recursive: true, force: true });
  return { studios, filled, load: `${loadBefore} / ${loadAfter}`, reads: chosen, results };
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
  encoding: 'utf8',
}).trim();
console.log(
  `${new Date().toISOString()}, commit ${commit}${dirty ? ' (with uncommitted changes)' : ''}, Node ${process.version}, ` +
    `${execFileSync('nproc', { encoding: 'utf8' }).trim()} cores, load1 at start ${load1()}`,
);
const admin = await openDatabase({ kind: 'postgres', url: ADMIN_URL });
const runs: Awaited<ReturnType<typeof benchSize>>[] = [];
try {
  console.log(
    `PostgreSQL: ${((await admin.db.execute(sql`select version()`)) as unknown as { rows: { version: string }[] }).rows[0]!.version}`,
  );
  for (const studios of SIZES) {
    console.error(
      `${studios} studios, ${studios * BOOKINGS_PER_STUDIO} bookings (load1 ${load1()})`,
    );
    runs.push(await benchSize(admin, studios));
  }
} finally {
  await admin.close();
}

const label = (studios: number) =>
  `${studios.toLocaleString('en')} / ${(studios * BOOKINGS_PER_STUDIO).toLocaleString('en')}`;
const first = runs[0]!;
const last = runs.at(-1)!;
console.log();
console.log(
  `| read | ${runs.map((r) => `${label(r.studios)} p50 / p99 ms`).join(' | ')} | ratio ${label(last.studios)} to ${label(first.studios)}, p50 / p99 |`,
);
console.log(`|---|${runs.map(() => '---|').join('')}---|`);
for (const read of first.reads) {
  const cells = runs.map((r) => {
    const t = r.results.get(read.what)!;
    return `${t.p50.toFixed(1)} / ${t.p99.toFixed(1)}`;
  });
  const a = first.results.get(read.what)!;
  const b = last.results.get(read.what)!;
  console.log(
    `| ${read.what} | ${cells.join(' | ')} | ${(b.p50 / a.p50).toFixed(1)}x / ${(b.p99 / a.p99).toFixed(1)}x |`,
  );
}
console.log();
for (const r of runs) {
  console.log(
    `${label(r.studios)}: filled in ${r.filled}, load1 before / after the reads ${r.load}`,
  );
}
