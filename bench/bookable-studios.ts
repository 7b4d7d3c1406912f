// What bench/booking.ts and bench/crash.ts book against, written straight into the database:
// one owner's approved studios with packages, an add-on and free hourly slots for some days,
// and verified customers, all with predictable ids (the pgbench script names them by number).
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';

/** Hourly slots 9:00 .. 20:00 (the studios close at 21:00). */
export const FIRST_HOUR = 9;
export const LAST_HOUR = 20;
/** Packages "1 Cam" .. "3 Cam" at 1,000, 2,000 and 3,000 an hour. */
export const PACKAGES = 3;
export const PACKAGE_UNIT = 1000;
export const ADDON = { key: 'editing', name: 'Editing', price: 500, maxQuantity: 2 };

export const STUDIO_ID_PREFIX = '00000000-0000-4000-a000-';
export const CUSTOMER_ID_PREFIX = '00000000-0000-4000-8000-';
export const studioId = (i: number) => `${STUDIO_ID_PREFIX}${String(i).padStart(12, '0')}`;
export const customerId = (i: number) => `${CUSTOMER_ID_PREFIX}${String(i).padStart(12, '0')}`;

/** Inserts in batches of this many studios (one statement's parameters stay well in bounds). */
const BATCH = 100;

/** The verified owner of every studio a bench fills (no password: benches sign their tokens). */
export async function insertBenchOwner(db: DatabaseHandle['db']) {
  const [owner] = await db
    .insert(schema.users)
    .values({
      name: 'Bench Owner',
      email: 'bench.owner@example.com',
      phone: '9876543210',
      role: 'owner',
      passwordHash: 'x',
      verifiedAt: new Date(),
    })
    .returning();
  return owner!;
}

export async function fillBookableStudios(
  database: DatabaseHandle,
  options: { studios: number; customers: number; days: number; firstDate: string },
) {
  const db = database.db;
  const owner = await insertBenchOwner(db);
  await db.insert(schema.users).values(
    Array.from({ length: options.customers }, (_, i) => ({
      id: customerId(i),
      name: `Bench Customer ${i}`,
      email: `bench.customer.${i}@example.com`,
      phone: `98765${String(i).padStart(5, '0')}`,
      role: 'customer' as const,
      passwordHash: 'x',
      verifiedAt: new Date(),
    })),
  );
  for (let start = 0; start < options.studios; start += BATCH) {
    const count = Math.min(BATCH, options.studios - start);
    const ids = Array.from({ length: count }, (_, k) => studioId(start + k));
    await db.insert(schema.studios).values(
      ids.map((id, k) => ({
        id,
        authorId: owner.id,
        name: `Bench Studio ${start + k}`,
        description: 'A treated room with two microphones, lights and a camera.',
        pricePerHour: PACKAGE_UNIT,
        openingHour: FIRST_HOUR,
        closingHour: LAST_HOUR + 1,
        fullAddress: `${start + k} MG Road`,
        city: 'New Delhi',
        state: 'Delhi',
        pinCode: '110001',
        approved: true,
      })),
    );
    await db.insert(schema.studioPackages).values(
      ids.flatMap((id) =>
        Array.from({ length: PACKAGES }, (_, n) => ({
          studioId: id,
          key: `${n + 1} Cam`,
          name: `${n + 1} Cam`,
          price: PACKAGE_UNIT * (n + 1),
        })),
      ),
    );
    await db.insert(schema.studioAddons).values(ids.map((id) => ({ studioId: id, ...ADDON })));
  }
  await db.execute(sql`insert into studio_slots (studio_id, date, hour)
    select s.id, ${options.firstDate}::date + d, h
    from studios s, generate_series(0, ${options.days - 1}::int) d,
         generate_series(${FIRST_HOUR}::int, ${LAST_HOUR}::int) h`);
  await db.execute(sql`analyze`);
}
