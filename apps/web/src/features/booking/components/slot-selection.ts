import { isValidCalendarDate, type FreeTimeRun, type Studio } from '@studio-hive/domain';

// What the studio page reads from its URL and the picker's shapes. What starts the picker on a
// requested slot is in slot-preselection.ts: it needs the picker's rules (slots.ts), which load
// with the booking area, not with the page (docs/decisions/014).

/** What the picker holds while the user chooses (docs/product.md#slot-picker). */
export type SlotChoice = {
  /** 'yyyy-MM-dd', '' before a date is chosen. */
  date: string;
  start: number | null;
  /** Hours; 0 when no duration reaches the studio's minimum. */
  duration: number;
  /** '' before a package is chosen. */
  packageKey: string;
};

export const EMPTY_CHOICE: SlotChoice = { date: '', start: null, duration: 0, packageKey: '' };

/** The slot handed to the add-ons and booking step (docs/product.md#slot-picker). */
export type SelectedSlot = {
  date: string;
  /** Consecutive start hours, ascending. */
  hours: number[];
  packageKey: string;
  package: Studio['packages'][number];
  /** Package price x hours. */
  basePrice: number;
};

/**
 * The slot a listing card found by free time passes in the detail page's URL
 * (`?date=2026-11-28&start=10&hours=3`), or null when there is none or it is malformed.
 */
export function requestedSlotFromSearch(params: URLSearchParams): FreeTimeRun | null {
  const date = params.get('date') ?? '';
  const start = Number(params.get('start') ?? 'x');
  const hoursParam = params.get('hours');
  const hours = hoursParam === null ? 1 : Number(hoursParam);
  if (!isValidCalendarDate(date) || !/^\d{1,2}$/.test(params.get('start') ?? '')) return null;
  if (!Number.isInteger(hours) || hours < 1 || start > 23 || start + hours > 24) return null;
  return { date, start, hours };
}
