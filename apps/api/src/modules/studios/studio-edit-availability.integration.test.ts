import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type AvailabilityDay, type StudioWithAvailability } from '@studio-hive/domain';
import { call, createBookingRow, createStudioRow } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { startStudiosApp, studioFieldsFor, submitStudio } from '../../test/fixtures/studios';

/**
 * An edit keeps the availability it does not explicitly change (docs/api.md#studios PUT
 * /studio/:id, decision 027): a client that never read the availability (the original Edit
 * Studio screen sends `availability=[]`) must not wipe the calendar while the owner reads 'Your
 * availability has been saved'.
 */

let t: TestApp;
let app: Awaited<ReturnType<typeof startStudiosApp>>;

// 04:45 UTC is 10:15 in India.
const NOW = new Date('2026-11-23T04:45:00Z');
const today = '2026-11-23';
const dayOne = addDays(today, 1);
const dayTwo = addDays(today, 2);

beforeAll(async () => {
  app = await startStudiosApp();
  t = app.t;
  t.clock.now = new Date(NOW);
});
afterAll(() => t.close());

const open = (hours: number[]) => hours.map((hour) => ({ hour, isAvailable: true }));

async function studioWithDays() {
  const studio = await createStudioRow(t, {
    authorId: app.owner._id,
    openingHour: 9,
    closingHour: 18,
    slots: [
      [dayOne, [9, 10, 11, 12]],
      [dayTwo, [14, 15]],
    ],
  });
  const images = [`/uploads/studios/${studio.id}/0.webp`];
  return { id: studio.id, images };
}

/** The edit form with `availability` as given (left out when `undefined`). */
async function edit(
  studio: { id: string; images: string[] },
  availability: unknown,
  extra: Record<string, unknown> = {},
) {
  const fields: Record<string, unknown> = studioFieldsFor(today, {
    existingImages: studio.images,
    ...extra,
  });
  if (availability === undefined) delete fields.availability;
  else fields.availability = availability;
  return submitStudio(t, app.owner.auth, fields, [], 'PUT', `/api/studio/${studio.id}`);
}

async function storedDays(id: string): Promise<AvailabilityDay[]> {
  const res = await call(t, 'GET', `/api/studio/${id}`, { auth: app.owner.auth });
  return res.json<{ studio: StudioWithAvailability }>().studio.availability;
}

const hoursOf = (days: AvailabilityDay[], date: string) =>
  days
    .find((day) => day.date === date)
    ?.slots.filter((slot) => slot.isAvailable)
    .map((slot) => slot.hour);

describe('PUT /api/studio/:id keeps the availability it does not change', () => {
  it('an edit without the availability field keeps every day', async () => {
    const studio = await studioWithDays();
    const res = await edit(studio, undefined, { name: 'Renamed Room' });
    expect(res.statusCode, res.body).toBe(200);
    // The new name waits for review (decision 030); the days are kept at once either way.
    expect(res.json().studio.pendingChange.name).toBe('Renamed Room');
    const days = await storedDays(studio.id);
    expect(hoursOf(days, dayOne)).toEqual([9, 10, 11, 12]);
    expect(hoursOf(days, dayTwo)).toEqual([14, 15]);
  });

  it('an empty list (a client that never read the availability) or an empty field keeps every day', async () => {
    for (const availability of [[], '']) {
      const studio = await studioWithDays();
      const res = await edit(studio, availability);
      expect(res.statusCode, res.body).toBe(200);
      const days = await storedDays(studio.id);
      expect(hoursOf(days, dayOne), JSON.stringify(availability)).toEqual([9, 10, 11, 12]);
      expect(hoursOf(days, dayTwo), JSON.stringify(availability)).toEqual([14, 15]);
    }
  });

  it('a listed day replaces that date only; the days left out stay', async () => {
    const studio = await studioWithDays();
    const res = await edit(studio, [
      {
        date: dayOne,
        slots: [
          { hour: 9, isAvailable: false },
          { hour: 10, isAvailable: true },
        ],
      },
      { date: addDays(today, 3), slots: open([11, 12]) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const days = await storedDays(studio.id);
    expect(days.find((day) => day.date === dayOne)?.slots).toEqual([
      { hour: 9, isAvailable: false },
      { hour: 10, isAvailable: true },
    ]);
    expect(hoursOf(days, dayTwo)).toEqual([14, 15]);
    expect(hoursOf(days, addDays(today, 3))).toEqual([11, 12]);
  });

  it('a day listed without hours is removed, and only that day', async () => {
    const studio = await studioWithDays();
    const res = await edit(studio, [{ date: dayTwo, slots: [] }]);
    expect(res.statusCode, res.body).toBe(200);
    const days = await storedDays(studio.id);
    expect(days.map((day) => day.date)).toEqual([dayOne]);
    expect(hoursOf(days, dayOne)).toEqual([9, 10, 11, 12]);
  });

  it('never closes or removes hours customers hold, whatever is sent', async () => {
    const studio = await studioWithDays();
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: app.customer._id,
      date: dayOne,
      hours: [10, 11],
    });
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: app.customer._id,
      date: dayTwo,
      hours: [14],
      status: 'requested',
      decisionDueAt: new Date(NOW.getTime() + 24 * 3_600_000),
    });
    const res = await edit(studio, [
      { date: dayOne, slots: [9, 10, 11, 12].map((hour) => ({ hour, isAvailable: false })) },
      { date: dayTwo, slots: [] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const days = await storedDays(studio.id);
    expect(hoursOf(days, dayOne)).toEqual([10, 11]);
    expect(hoursOf(days, dayTwo)).toEqual([14]);
    for (const empty of [undefined, []]) {
      expect((await edit(studio, empty)).statusCode).toBe(200);
      const after = await storedDays(studio.id);
      expect(hoursOf(after, dayOne)).toEqual([10, 11]);
      expect(hoursOf(after, dayTwo)).toEqual([14]);
    }
  });
});
