import type { ReactNode } from 'react';
import { formatHour, formatLongDate, SLOT_PICKER_TEXT } from '@studio-hive/domain';
import { cn } from '../../lib/cn';
import { SelectField } from './text-field';

/** '1 hour', '3 hours'. */
export const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/**
 * The date, start time and duration selects of a session (docs/product.md#slot-picker), as the
 * slot picker and the Change time dialog show them. Controlled and rule-free: the screen works
 * out what is offered with the domain's pickableDates, startTimes and durationOptions and passes
 * the choice as it stands against them (null start or 0 duration: not chosen).
 */
export function SessionFields({
  dates,
  date,
  onDateChange,
  starts,
  start,
  onStartChange,
  durations,
  duration,
  onDurationChange,
  timesFallback,
  timesClassName,
}: {
  dates: readonly string[];
  date: string;
  onDateChange: (date: string) => void;
  starts: readonly number[];
  start: number | null;
  onStartChange: (start: number | null) => void;
  durations: readonly number[];
  duration: number;
  onDurationChange: (duration: number) => void;
  /** Shown instead of the start and duration selects when set (a screen's empty states). */
  timesFallback?: ReactNode;
  /** The columns of the start and duration row, as the screen's width allows them. */
  timesClassName: string;
}) {
  return (
    <>
      <SelectField
        className="min-w-0"
        label={SLOT_PICKER_TEXT.dateLabel}
        value={date}
        onChange={(event) => onDateChange(event.target.value)}
        disabled={dates.length === 0}
      >
        <option value="">{SLOT_PICKER_TEXT.datePlaceholder}</option>
        {dates.map((d) => (
          <option key={d} value={d}>
            {formatLongDate(d)}
          </option>
        ))}
      </SelectField>

      {timesFallback ?? (
        <div className={cn('grid gap-3', timesClassName)}>
          <SelectField
            className="min-w-0"
            label={SLOT_PICKER_TEXT.startTimeLabel}
            value={start === null ? '' : String(start)}
            onChange={(event) =>
              onStartChange(event.target.value === '' ? null : Number(event.target.value))
            }
            disabled={starts.length === 0}
          >
            <option value="">
              {date !== '' && starts.length === 0
                ? SLOT_PICKER_TEXT.noSlots
                : SLOT_PICKER_TEXT.startTimePlaceholder}
            </option>
            {starts.map((hour) => (
              <option key={hour} value={hour}>
                {formatHour(hour)}
              </option>
            ))}
          </SelectField>
          <SelectField
            className="min-w-0"
            label={SLOT_PICKER_TEXT.durationLabel}
            value={duration > 0 ? String(duration) : ''}
            onChange={(event) => onDurationChange(Number(event.target.value))}
            disabled={durations.length === 0}
          >
            {durations.length === 0 ? (
              <option value="">
                {start === null ? SLOT_PICKER_TEXT.selectStartTime : SLOT_PICKER_TEXT.notEnoughTime}
              </option>
            ) : (
              durations.map((hours) => (
                <option key={hours} value={hours}>
                  {hoursText(hours)}
                </option>
              ))
            )}
          </SelectField>
        </div>
      )}
    </>
  );
}
