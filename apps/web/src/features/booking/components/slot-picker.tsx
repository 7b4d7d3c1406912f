import { useId } from 'react';
import {
  basePrice,
  defaultDuration,
  durationOptions,
  formatHourRange,
  formatLongDate,
  hoursFrom,
  hoursOnDate,
  packageLabel,
  pickableDates,
  SLOT_PICKER_TEXT,
  startTimes,
  type AvailableSlot,
  type Studio,
  formatRupees,
} from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { hoursText, SessionFields } from '../../../components/ui/session-fields';
import { fieldLabelClasses } from '../../../components/ui/text-field';
import { EMPTY_CHOICE, type SelectedSlot, type SlotChoice } from './slot-selection';

/**
 * The choice as it stands against the current free hours: a date, start or package that is no
 * longer offered (the hours were refreshed, the studio changed) counts as not chosen.
 */
function effectiveChoice(choice: SlotChoice, dates: readonly string[], starts: readonly number[]) {
  const date = dates.includes(choice.date) ? choice.date : '';
  const start =
    date && choice.start !== null && starts.includes(choice.start) ? choice.start : null;
  return { date, start };
}

/**
 * 'Select Date & Time' (docs/product.md#slot-picker): a date among those with free hours, a start
 * time, a duration from the consecutive free hours (at least the studio's minimum), a package,
 * then the summary and 'Continue to Add-ons & Booking'. Controlled: the parent keeps the choice,
 * so it survives a trip to the booking step and back. The rules are the domain's (slots.ts).
 */
export function SlotPicker({
  studio,
  slots,
  choice,
  onChange,
  onContinue,
  now,
}: {
  studio: Studio;
  slots: readonly AvailableSlot[];
  choice: SlotChoice;
  onChange: (choice: SlotChoice) => void;
  onContinue: (slot: SelectedSlot) => void;
  now: Date;
}) {
  const packageGroup = useId();
  const dates = pickableDates(slots, now);
  const freeHours = hoursOnDate(slots, choice.date);
  const starts = startTimes(freeHours, choice.date, now);
  const { date, start } = effectiveChoice(choice, dates, starts);
  const durations =
    start === null ? [] : durationOptions(freeHours, start, studio.minimumDurationHours);
  const duration = start !== null && durations.includes(choice.duration) ? choice.duration : 0;
  const packages = studio.packages.filter((pkg) => pkg.price > 0);
  const chosenPackage =
    start === null ? undefined : packages.find((p) => p.key === choice.packageKey);

  // docs/product.md#slot-picker: a new date clears start, duration and package; a new start clears the
  // package and resets the duration to its first option (0 if none); a new duration clears the
  // package.
  const chooseDate = (value: string) => onChange({ ...EMPTY_CHOICE, date: value });
  const chooseStart = (next: number | null) => {
    if (next === null) {
      onChange({ ...EMPTY_CHOICE, date });
      return;
    }
    const options = durationOptions(freeHours, next, studio.minimumDurationHours);
    onChange({ date, start: next, duration: defaultDuration(options), packageKey: '' });
  };
  const chooseDuration = (hours: number) =>
    onChange({ date, start, duration: hours, packageKey: '' });
  const choosePackage = (key: string) => onChange({ date, start, duration, packageKey: key });

  return (
    <div className="space-y-5">
      <SessionFields
        dates={dates}
        date={date}
        onDateChange={chooseDate}
        starts={starts}
        start={start}
        onStartChange={chooseStart}
        durations={durations}
        duration={duration}
        onDurationChange={chooseDuration}
        timesFallback={
          dates.length === 0 ? (
            <p className="text-sm text-slate-600">
              No open slots right now. The owner adds new dates regularly, so please check back
              soon.
            </p>
          ) : date === '' ? (
            <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">
              {SLOT_PICKER_TEXT.chooseDateFirst}
            </p>
          ) : null
        }
        // Side by side only where both placeholders fit (the sidebar column is narrow).
        timesClassName="@sm:grid-cols-2"
      />

      {start !== null && durations.length === 0 ? (
        <p className="text-sm text-amber-800">
          This studio is booked for at least {hoursText(studio.minimumDurationHours)} at a time.
          Please pick an earlier start time or another date.
        </p>
      ) : null}

      {start !== null ? (
        <fieldset>
          <legend className={fieldLabelClasses}>{SLOT_PICKER_TEXT.selectPackage}</legend>
          {packages.length === 0 ? (
            <p className="text-sm text-slate-600">This studio has no packages to book yet.</p>
          ) : (
            <div className="space-y-2">
              {packages.map((pkg) => (
                <label
                  key={pkg.key}
                  className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 px-4 py-3 has-checked:border-indigo-500 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600"
                >
                  <input
                    type="radio"
                    name={packageGroup}
                    value={pkg.key}
                    checked={chosenPackage?.key === pkg.key}
                    onChange={() => choosePackage(pkg.key)}
                    className="mt-1 size-4 accent-indigo-600"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-slate-900">
                      {packageLabel(pkg.key)}
                    </span>
                    {pkg.description ? (
                      <span className="block text-sm text-slate-600">{pkg.description}</span>
                    ) : null}
                  </span>
                  <span className="shrink-0 text-right text-sm">
                    <span className="block font-semibold text-slate-900">
                      {formatRupees(pkg.price)}
                    </span>
                    <span className="block text-xs text-slate-500">per hour</span>
                  </span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
      ) : null}

      {/* Only once date, start, duration and package are all set (docs/product.md#slot-picker). */}
      {date !== '' && start !== null && duration > 0 && chosenPackage ? (
        <SelectionSummary
          date={date}
          start={start}
          duration={duration}
          packageName={packageLabel(chosenPackage.key)}
          base={basePrice(chosenPackage.price, duration)}
          onContinue={() =>
            onContinue({
              date,
              hours: hoursFrom(start, duration),
              packageKey: chosenPackage.key,
              package: chosenPackage,
              basePrice: basePrice(chosenPackage.price, duration),
            })
          }
        />
      ) : null}
    </div>
  );
}

function SelectionSummary({
  date,
  start,
  duration,
  packageName,
  base,
  onContinue,
}: {
  date: string;
  start: number;
  duration: number;
  packageName: string;
  base: number;
  onContinue: () => void;
}) {
  const rows: [string, string][] = [
    ['Date', formatLongDate(date)],
    ['Time', formatHourRange(start, start + duration)],
    ['Duration', hoursText(duration)],
    ['Package', packageName],
  ];
  return (
    <section aria-label={SLOT_PICKER_TEXT.summaryTitle} className="rounded-xl bg-slate-50 p-4">
      <h3 className="text-sm font-semibold text-slate-900">{SLOT_PICKER_TEXT.summaryTitle}</h3>
      <dl className="mt-3 space-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
          <dt className="text-slate-600">Base price</dt>
          <dd className="text-right font-semibold text-slate-900">{formatRupees(base)}</dd>
        </div>
      </dl>
      <Button className="mt-4 w-full" onClick={onContinue}>
        {SLOT_PICKER_TEXT.continue}
      </Button>
    </section>
  );
}
