import {
  defaultDuration,
  durationOptions,
  hoursOnDate,
  isValidCalendarDate,
  pickableDates,
  startTimes,
  type AvailableSlot,
  type FreeTimeRun,
  type Studio,
} from '@studio-hive/domain';

/** What the picker holds while the user chooses (spec section 4, "Slot picker"). */
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

/** The slot handed to the add-ons and booking step (spec section 3, "Selected slot"). */
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

/**
 * The picker's first choice for a requested slot, each part kept only while still available:
 * the date if it can be picked, then the start time if offered, then the duration if offered
 * (else the first duration, as after choosing a start). The package is left to the user.
 */
export function preselectedChoice(
  requested: FreeTimeRun,
  slots: readonly AvailableSlot[],
  minimumDurationHours: number | null | undefined,
  now: Date,
): SlotChoice {
  if (!pickableDates(slots, now).includes(requested.date)) return EMPTY_CHOICE;
  const free = hoursOnDate(slots, requested.date);
  if (!startTimes(free, requested.date, now).includes(requested.start)) {
    return { ...EMPTY_CHOICE, date: requested.date };
  }
  const options = durationOptions(free, requested.start, minimumDurationHours);
  return {
    date: requested.date,
    start: requested.start,
    duration: options.includes(requested.hours) ? requested.hours : defaultDuration(options),
    packageKey: '',
  };
}

/** Whether the whole requested slot made it into the choice. */
export function isWholeSlotChosen(requested: FreeTimeRun, choice: SlotChoice): boolean {
  return (
    choice.date === requested.date &&
    choice.start === requested.start &&
    choice.duration === requested.hours
  );
}
