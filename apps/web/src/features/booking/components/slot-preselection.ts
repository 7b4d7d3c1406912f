import {
  defaultDuration,
  durationOptions,
  hoursOnDate,
  pickableDates,
  startTimes,
  type AvailableSlot,
  type FreeTimeRun,
} from '@studio-hive/domain';
import { EMPTY_CHOICE, type SlotChoice } from './slot-selection';

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
