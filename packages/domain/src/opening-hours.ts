import { formatHour } from './ist-clock';

/**
 * A studio's opening (operational) hours bound what it offers (docs/product.md#availability,
 * decision 027): an hour is bookable only from the opening hour up to the hour before closing,
 * whatever availability rows say, and the availability editor cannot offer hours outside them.
 * Pure functions; the booking, the reschedule, the availability read, the free-time search and the
 * studio form use them.
 */

/** The studio's opening and closing hour as stored; a null end is not specified and bounds nothing. */
export type OpeningHours = { start: number | null; end: number | null };

/** Whether the hour starting at `hour` lies within the opening hours. */
export function isWithinOpeningHours(hour: number, opening: OpeningHours): boolean {
  return (
    (opening.start === null || hour >= opening.start) &&
    (opening.end === null || hour < opening.end)
  );
}

/** The hours of `hours` within the opening hours, in their order. */
export function hoursWithinOpening(hours: readonly number[], opening: OpeningHours): number[] {
  return hours.filter((hour) => isWithinOpeningHours(hour, opening));
}

/** 'This studio is open from 9:00 AM to 9:00 PM. Please pick hours within them.' */
export function outsideOpeningHoursMessage(opening: OpeningHours): string {
  if (opening.start === null || opening.end === null) {
    return "These hours are outside the studio's opening hours. Please pick other hours.";
  }
  return `This studio is open from ${formatHour(opening.start)} to ${formatHour(opening.end)}. Please pick hours within them.`;
}
