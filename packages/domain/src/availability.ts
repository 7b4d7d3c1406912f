import { addDays, addMonths, formatLongDate } from './calendar-dates';
import { compareDates, formatHour, isValidCalendarDate } from './ist-clock';
import { isWithinOpeningHours, type OpeningHours } from './opening-hours';

/**
 * A studio's bookable calendar (docs/product.md#availability, docs/product.md#slot-picker and docs/product.md#availability-generation): per IST date, one slot per hour, each
 * available or not. Pure functions over plain data; `today` (IST) is passed in.
 */

/**
 * Availability date pickers reach "3 units ahead" and docs/product.md does not name the unit
 * (docs/product.md#availability-generation and docs/product.md#constants). We read it as 3 calendar months: 3 days or weeks is too short to plan a
 * studio's calendar, and months match how owners think about opening a schedule.
 */
export const AVAILABILITY_HORIZON_MONTHS = 3;

/** Last date an availability picker offers, from the IST date of today: '2026-11-30' -> '2027-02-28'. */
export function lastAvailabilityDate(today: string): string {
  return addMonths(today, AVAILABILITY_HORIZON_MONTHS);
}

/**
 * `held`: the hour is booked ('confirmed') or asked for ('requested') by a customer, as the
 * owner's view of a studio marks it (decision 025). A held hour stays open: the editor cannot
 * close it or remove its day, and the server keeps it whatever a client sends.
 * `busy`: the labels of the studio's imported calendars that have the hour busy (decision 048),
 * as the owner's view marks it: not bookable while they do, whatever the slot says. Only shown:
 * the owner may still open or close the hour, and a client's copy of it is never stored.
 */
export type AvailabilitySlot = {
  hour: number;
  isAvailable: boolean;
  held?: 'confirmed' | 'requested' | undefined;
  busy?: string[] | undefined;
};
export type AvailabilityDay = { date: string; slots: AvailabilitySlot[] };

/** An hour someone holds, of a studio's day. */
export type HeldHour = { date: string; hour: number; held: 'confirmed' | 'requested' };

export const AVAILABILITY_MESSAGES = {
  datesRequired: 'Please select both a start and end date.',
  endBeforeStart: 'End date cannot be before the start date.',
  invalidHours: 'Invalid operational hours. Please set a valid time range.',
  shorterThanMinimum: 'Operational hours must be longer than the minimum slot duration.',
  /** Not in docs/product.md: the pickers stop at the horizon, this guards typed or replayed dates. */
  outsideWindow: 'Availability can be set from today up to 3 months ahead.',
  heldHour: 'This hour is booked or requested, so it stays open. Cancel the booking to free it.',
  heldDay: 'This day has booked or requested hours, so it stays in the list.',
} as const;

const isHeldDay = (day: AvailabilityDay) => day.slots.some((slot) => slot.held);

/** 'Generated {n} days of availability.' (add) / 'Generated or updated {n} days ...' (edit), docs/product.md#messages. */
export function generatedAvailabilityMessage(days: number, mode: 'add' | 'edit'): string {
  return mode === 'add'
    ? `Generated ${days} days of availability.`
    : `Generated or updated ${days} days of availability.`;
}

export type GenerateAvailabilityInput = {
  startDate: string | null | undefined;
  endDate: string | null | undefined;
  openingHour: number | null | undefined;
  closingHour: number | null | undefined;
  minimumDurationHours: number;
  /** IST date of today: the window is today .. today + 3 months. */
  today: string;
};

export type GenerateAvailabilityResult =
  { ok: true; days: AvailabilityDay[] } | { ok: false; message: string };

/**
 * Days from start to end, each with one available slot per hour from opening to just before
 * closing; checked in the order of docs/product.md#availability-generation.
 */
export function generateAvailability(input: GenerateAvailabilityInput): GenerateAvailabilityResult {
  const { startDate, endDate, openingHour, closingHour, minimumDurationHours, today } = input;
  if (!startDate || !endDate || !isValidCalendarDate(startDate) || !isValidCalendarDate(endDate)) {
    return { ok: false, message: AVAILABILITY_MESSAGES.datesRequired };
  }
  if (compareDates(endDate, startDate) < 0) {
    return { ok: false, message: AVAILABILITY_MESSAGES.endBeforeStart };
  }
  if (
    typeof openingHour !== 'number' ||
    typeof closingHour !== 'number' ||
    !Number.isInteger(openingHour) ||
    !Number.isInteger(closingHour) ||
    openingHour < 0 ||
    closingHour > 24 ||
    openingHour >= closingHour
  ) {
    return { ok: false, message: AVAILABILITY_MESSAGES.invalidHours };
  }
  if (closingHour - openingHour < minimumDurationHours) {
    return { ok: false, message: AVAILABILITY_MESSAGES.shorterThanMinimum };
  }
  if (
    compareDates(startDate, today) < 0 ||
    compareDates(endDate, lastAvailabilityDate(today)) > 0
  ) {
    return { ok: false, message: AVAILABILITY_MESSAGES.outsideWindow };
  }
  const slots = (): AvailabilitySlot[] =>
    Array.from({ length: closingHour - openingHour }, (_, i) => ({
      hour: openingHour + i,
      isAvailable: true,
    }));
  const days: AvailabilityDay[] = [];
  for (let date = startDate; compareDates(date, endDate) <= 0; date = addDays(date, 1)) {
    days.push({ date, slots: slots() });
  }
  return { ok: true, days };
}

/**
 * Generated days replace existing days of the same date; other days stay; the result is sorted
 * by date (docs/product.md#availability-generation, edit). Inputs are not changed.
 */
export function mergeAvailability(
  existing: readonly AvailabilityDay[],
  generated: readonly AvailabilityDay[],
): AvailabilityDay[] {
  const byDate = new Map<string, AvailabilityDay>();
  for (const day of existing) byDate.set(day.date, copyDay(day));
  for (const day of generated) {
    const before = byDate.get(day.date);
    // A regenerated day keeps the hours customers hold.
    byDate.set(day.date, before ? keepHeld(copyDay(day), before) : copyDay(day));
  }
  return [...byDate.values()].sort((a, b) => compareDates(a.date, b.date));
}

/**
 * `day` with the held slots of `before` put back, open, in hour order, and the busy marks of
 * `before` on the hours it still has: regenerating a day changes neither.
 */
function keepHeld(day: AvailabilityDay, before: AvailabilityDay): AvailabilityDay {
  const held = before.slots.filter((slot) => slot.held);
  const busy = new Map(before.slots.flatMap((slot) => (slot.busy ? [[slot.hour, slot.busy]] : [])));
  if (held.length === 0 && busy.size === 0) return day;
  const byHour = new Map(
    day.slots.map((slot) => {
      const labels = busy.get(slot.hour);
      return [slot.hour, labels ? { ...slot, busy: [...labels] } : slot];
    }),
  );
  for (const slot of held) byHour.set(slot.hour, { ...slot, isAvailable: true });
  return { date: day.date, slots: [...byHour.values()].sort((a, b) => a.hour - b.hour) };
}

/**
 * The days a studio stores from `submitted` with every hour in `held` open (added when a client
 * left it out or closed it): the server's last word, so a booked or requested hour is never
 * closed or removed, whatever a client sends. Only dates from `today` on are replaced, so
 * holds of past dates are not brought back.
 */
export function withHeldHours(
  submitted: readonly AvailabilityDay[],
  held: readonly HeldHour[],
): AvailabilityDay[] {
  const byDate = new Map(submitted.map((day) => [day.date, copyDay(day)]));
  for (const { date, hour } of held) {
    const day = byDate.get(date) ?? { date, slots: [] };
    byDate.set(date, day);
    const slot = day.slots.find((s) => s.hour === hour);
    if (slot) slot.isAvailable = true;
    else day.slots.push({ hour, isAvailable: true });
  }
  return [...byDate.values()]
    .map((day) => ({ date: day.date, slots: [...day.slots].sort((a, b) => a.hour - b.hour) }))
    .sort((a, b) => compareDates(a.date, b.date));
}

/**
 * The hours of a studio's day that it offers and nobody holds, as the owner's view marks them:
 * where its owner may record an offline booking (offline-bookings.ts applies the clock and the
 * opening hours).
 */
export function freeHoursOfDay(day: AvailabilityDay): number[] {
  return day.slots.filter((slot) => slot.isAvailable && !slot.held).map((slot) => slot.hour);
}

/** A day with one hour switched (the owner toggles each hour, docs/product.md#availability). */
export function toggleSlot(day: AvailabilityDay, hour: number): AvailabilityDay {
  return {
    date: day.date,
    slots: day.slots.map((slot) =>
      // A held hour stays open.
      slot.hour === hour && !slot.held ? { ...slot, isAvailable: !slot.isAvailable } : { ...slot },
    ),
  };
}

/** The list without one date ('Day removed from the list to be saved.', docs/product.md#messages). */
export function removeDay(days: readonly AvailabilityDay[], date: string): AvailabilityDay[] {
  // A day with held hours stays.
  return days.filter((day) => day.date !== date || isHeldDay(day)).map(copyDay);
}

/** Whether the day can be removed from the list: none of its hours is booked or requested. */
export const canRemoveDay = (day: AvailabilityDay) => !isHeldDay(day);

export const DAY_REMOVED_MESSAGE = 'Day removed from the list to be saved.';

/**
 * The list an edit sends (decision 027): the days as they are, then each removed date that is
 * not listed again, without hours. The server changes only the dates it is sent (a day without
 * hours is removed, one left out stays), so a removed day has to be sent to go.
 */
export function availabilityWithRemovedDays(
  days: readonly AvailabilityDay[],
  removedDates: readonly string[],
): AvailabilityDay[] {
  const listed = new Set(days.map((day) => day.date));
  const removed = [...new Set(removedDates)].filter((date) => !listed.has(date));
  return [...days.map(copyDay), ...removed.map((date) => ({ date, slots: [] }))];
}

/**
 * What the server stores from a submitted list: entries with a missing or invalid date are
 * skipped (docs/product.md#availability-generation), a date given twice keeps its last entry, an hour given twice in a day
 * keeps its last value, hours sorted, days sorted.
 */
export function normalizeAvailability(days: readonly AvailabilityDay[]): AvailabilityDay[] {
  const byDate = new Map<string, Map<number, boolean>>();
  for (const day of days) {
    if (!isValidCalendarDate(day.date)) continue;
    const hours = new Map<number, boolean>();
    for (const slot of day.slots) hours.set(slot.hour, slot.isAvailable);
    byDate.set(day.date, hours);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => compareDates(a, b))
    .map(([date, hours]) => ({
      date,
      slots: [...hours.entries()]
        .sort(([a], [b]) => a - b)
        .map(([hour, isAvailable]) => ({ hour, isAvailable })),
    }));
}

/**
 * Why the studio form refuses an hour (decision 027): 'November 26, 2026 at 10:00 PM is outside
 * the operational hours (9:00 AM - 9:00 PM). Availability can only be set within them.'
 */
export function availabilityOutsideOpeningHoursMessage(
  at: { date: string; hour: number },
  opening: OpeningHours,
): string {
  const hours =
    opening.start === null || opening.end === null
      ? ''
      : ` (${formatHour(opening.start)} - ${formatHour(opening.end)})`;
  return `${formatLongDate(at.date)} at ${formatHour(at.hour)} is outside the operational hours${hours}. Availability can only be set within them.`;
}

/**
 * The first hour of `days` offered (available) outside the opening hours and held by no
 * customer, or null: what the studio form refuses (decision 027). A closed hour offers nothing,
 * and an hour a customer holds stays whatever the hours are now.
 */
export function availabilityOutsideOpeningHours(
  days: readonly AvailabilityDay[],
  opening: OpeningHours,
  held: readonly Pick<HeldHour, 'date' | 'hour'>[],
): { date: string; hour: number } | null {
  const heldAt = new Set(held.map((h) => `${h.date} ${h.hour}`));
  for (const day of days) {
    for (const slot of day.slots) {
      if (!slot.isAvailable || isWithinOpeningHours(slot.hour, opening)) continue;
      if (!heldAt.has(`${day.date} ${slot.hour}`)) return { date: day.date, hour: slot.hour };
    }
  }
  return null;
}

/**
 * Days with only the hours within the opening hours, and those customers hold (`held`): what
 * the studio form sends after the owner changed the hours. Inputs are not changed.
 */
export function clipToOpeningHours(
  days: readonly AvailabilityDay[],
  opening: OpeningHours,
): AvailabilityDay[] {
  return days.map((day) => ({
    date: day.date,
    slots: day.slots
      .filter((slot) => slot.held !== undefined || isWithinOpeningHours(slot.hour, opening))
      .map((slot) => ({ ...slot })),
  }));
}

const copyDay = (day: AvailabilityDay): AvailabilityDay => ({
  date: day.date,
  slots: day.slots.map((slot) => (slot.busy ? { ...slot, busy: [...slot.busy] } : { ...slot })),
});
