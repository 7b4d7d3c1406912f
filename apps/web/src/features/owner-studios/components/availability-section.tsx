import { memo, useCallback, useId, useRef, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import {
  AVAILABILITY_MESSAGES,
  canRemoveDay,
  DAY_REMOVED_MESSAGE,
  formatHour,
  formatLongDate,
  generateAvailability,
  generatedAvailabilityMessage,
  lastAvailabilityDate,
  mergeAvailability,
  removeDay,
  toggleSlot,
  type AvailabilityDay,
  type StudioFormMode,
} from '@studio-hive/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { FormSection } from './form-section';
import { SECTION_IDS, type SectionProps } from './studio-form-types';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * How many of `days`' hours are free to book, held by customers, and open but busy in an imported
 * calendar (decision 048).
 */
function hourCounts(days: readonly AvailabilityDay[]) {
  const counts = { available: 0, confirmed: 0, requested: 0, busy: 0 };
  for (const day of days) {
    for (const slot of day.slots) {
      if (slot.held) counts[slot.held] += 1;
      else if (slot.isAvailable && slot.busy) counts.busy += 1;
      else if (slot.isAvailable) counts.available += 1;
    }
  }
  return counts;
}

/** ' · 2 booked · 1 requested · 3 busy': the hours a count line adds (nothing without any). */
function heldText({
  confirmed,
  requested,
  busy,
}: {
  confirmed: number;
  requested: number;
  busy: number;
}) {
  const parts = [
    confirmed > 0 ? `${confirmed} booked` : '',
    requested > 0 ? `${requested} requested` : '',
    busy > 0 ? `${busy} busy` : '',
  ];
  return parts
    .filter((part) => part !== '')
    .map((part) => ` · ${part}`)
    .join('');
}

const HELD_LABELS = { confirmed: 'Booked', requested: 'Requested' } as const;

/** An hour an imported calendar has busy: 'Busy', and in full 'Busy in Airbnb, Google'. */
const BUSY_LABEL = 'Busy';
const busyIn = (labels: readonly string[]) => `${BUSY_LABEL} in ${labels.join(', ')}`;

type DayRowProps = {
  day: AvailabilityDay;
  onToggle: (date: string, hour: number) => void;
  onRemove: (date: string) => void;
};

/**
 * One day: its date ('MMMM d, yyyy'), an on/off switch per hour ('9:00 AM') and Remove. An hour a
 * customer booked or asked for is marked so and stays open, and its day stays (decision 025).
 */
const DayRow = memo(function DayRow({ day, onToggle, onRemove }: DayRowProps) {
  const headingId = useId();
  const heldHourId = useId();
  const heldDayId = useId();
  const label = formatLongDate(day.date);
  const counts = hourCounts([day]);
  const held = !canRemoveDay(day);
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div role="group" aria-labelledby={headingId}>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h4 id={headingId} className="font-medium text-slate-900">
              {label}
            </h4>
            <p className="text-xs text-slate-500">
              {counts.available} of {plural(day.slots.length, 'hour', 'hours')} available
              {heldText(counts)}
            </p>
            {held ? (
              <p id={heldDayId} className="mt-1 text-xs text-slate-600">
                {AVAILABILITY_MESSAGES.heldDay}
              </p>
            ) : null}
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0"
            onClick={() => onRemove(day.date)}
            disabled={held}
            aria-describedby={held ? heldDayId : undefined}
          >
            Remove day<span className="sr-only"> {label}</span>
          </Button>
        </div>
        {held ? (
          <p id={heldHourId} className="sr-only">
            {AVAILABILITY_MESSAGES.heldHour}
          </p>
        ) : null}
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {day.slots.map((slot) => (
            <li key={slot.hour}>
              <button
                type="button"
                aria-pressed={slot.isAvailable}
                onClick={() => onToggle(day.date, slot.hour)}
                disabled={slot.held !== undefined}
                aria-describedby={slot.held ? heldHourId : undefined}
                title={
                  slot.held
                    ? AVAILABILITY_MESSAGES.heldHour
                    : slot.busy
                      ? busyIn(slot.busy)
                      : undefined
                }
                className={cn(
                  'min-w-[4.5rem] rounded-md px-2 py-1.5 text-xs font-medium ring-1 transition-colors ring-inset sm:min-w-[5.5rem] sm:px-2.5 sm:text-sm',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  slot.held === 'confirmed'
                    ? 'cursor-not-allowed bg-indigo-50 text-indigo-900 ring-indigo-300'
                    : slot.held === 'requested'
                      ? 'cursor-not-allowed bg-amber-50 text-amber-900 ring-amber-300'
                      : slot.busy && slot.isAvailable
                        ? 'bg-sky-50 text-sky-900 ring-sky-300 hover:bg-sky-100'
                        : slot.isAvailable
                          ? 'bg-emerald-50 text-emerald-800 ring-emerald-300 hover:bg-emerald-100'
                          : 'bg-slate-100 text-slate-500 line-through ring-slate-200 hover:bg-slate-200',
                )}
              >
                {formatHour(slot.hour)}
                {slot.held ? (
                  <>
                    {/* Read as '9:00 AM Booked'. */}{' '}
                    <span className="block text-[0.6875rem] font-semibold">
                      {HELD_LABELS[slot.held]}
                    </span>
                  </>
                ) : slot.busy ? (
                  <>
                    {/* Shown 'Busy', read as '9:00 AM Busy in Airbnb'. */}{' '}
                    <span className="block text-[0.6875rem] font-semibold" aria-hidden="true">
                      {BUSY_LABEL}
                    </span>
                    <span className="sr-only">{busyIn(slot.busy)}</span>
                  </>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
});

/** The two ends of the dates to generate, both from today to the last bookable day. */
const RANGE_ENDS = [
  { label: 'Start Date', name: 'startDate' },
  { label: 'End Date', name: 'endDate' },
] as const;

/**
 * The availability generator and editor (docs/product.md#studio-form, docs/product.md#studio-validation and docs/product.md#messages): dates from today up to
 * `lastAvailabilityDate`, one slot per hour from opening to closing; on add the generated days
 * are the list, on edit they merge into it by date (keeping held hours). Each hour can be
 * switched off and on, each day removed, except the hours customers hold and their days.
 */
export function AvailabilitySection({
  form,
  errors,
  mode,
  today,
}: SectionProps & { mode: StudioFormMode; today: string }) {
  const { field } = useController({ control: form.control, name: 'availability' });
  const { onChange } = field;
  const days = field.value;
  const [opening, closing] = useWatch({
    control: form.control,
    name: ['operationalHours.start', 'operationalHours.end'],
  });
  const [generatorError, setGeneratorError] = useState<string | null>(null);
  const editorHeadingRef = useRef<HTMLHeadingElement>(null);
  const last = lastAvailabilityDate(today);

  const generate = () => {
    const { availabilityRange, operationalHours, minimumDurationHours } = form.getValues();
    const result = generateAvailability({
      startDate: availabilityRange.startDate,
      endDate: availabilityRange.endDate,
      openingHour: operationalHours.start,
      closingHour: operationalHours.end,
      minimumDurationHours,
      today,
    });
    if (!result.ok) {
      setGeneratorError(result.message);
      return;
    }
    setGeneratorError(null);
    onChange(
      mode === 'add' ? result.days : mergeAvailability(form.getValues('availability'), result.days),
    );
    form.clearErrors('availability');
    toast.success(generatedAvailabilityMessage(result.days.length, mode));
  };

  const toggle = useCallback(
    (date: string, hour: number) =>
      onChange(
        form
          .getValues('availability')
          .map((day) => (day.date === date ? toggleSlot(day, hour) : day)),
      ),
    [form, onChange],
  );

  const remove = useCallback(
    (date: string) => {
      const days = form.getValues('availability');
      onChange(removeDay(days, date));
      // Sent without hours: the server keeps the days an edit leaves out (decision 027).
      if (days.some((day) => day.date === date && canRemoveDay(day))) {
        form.setValue('removedDays', [...form.getValues('removedDays'), date]);
      }
      toast.warning(DAY_REMOVED_MESSAGE);
      // The row and its button are gone: continue from the list's heading.
      editorHeadingRef.current?.focus();
    },
    [form, onChange],
  );

  const counts = hourCounts(days);
  const hoursText =
    Number.isInteger(opening) && Number.isInteger(closing) && opening < closing
      ? `${formatHour(opening)} to ${formatHour(closing)}`
      : 'your opening to closing time';

  return (
    <FormSection
      id={SECTION_IDS.availability}
      title={mode === 'add' ? 'Availability' : 'Manage Availability'}
      description={
        mode === 'add'
          ? 'Choose the dates you are open. Each day gets one bookable slot per hour within your operational hours; switch off any hour you are not available.'
          : 'Generate new dates or regenerate existing ones (they are replaced by date), switch hours off and on, or remove days.'
      }
      error={errors.availability?.message}
    >
      <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
          {RANGE_ENDS.map(({ label, name }) => (
            <TextField
              key={name}
              label={label}
              type="date"
              min={today}
              max={last}
              {...form.register(`availabilityRange.${name}`)}
            />
          ))}
          <Button onClick={generate} className="sm:mt-7">
            {mode === 'add' ? 'Generate Availability' : 'Generate / Update Slots'}
          </Button>
        </div>
        <p className="mt-3 text-sm text-slate-600">
          Slots run hourly from {hoursText}. Dates can be set up to 3 months ahead.
        </p>
        {generatorError ? <Alert className="mt-4">{generatorError}</Alert> : null}
      </div>

      <div>
        <h3
          ref={editorHeadingRef}
          tabIndex={-1}
          className="text-sm font-semibold text-slate-900 focus:outline-none"
        >
          {days.length > 0
            ? `${plural(days.length, 'day', 'days')} · ${plural(counts.available, 'hour', 'hours')} available${heldText(counts)}`
            : 'No availability yet'}
        </h3>
        {days.length > 0 ? (
          <>
            <p className="mt-1 text-sm text-slate-600">
              Green hours can be booked; select an hour to switch it off or on.
              {counts.confirmed + counts.requested > 0
                ? ' Booked and requested hours are held for customers and stay open.'
                : null}
            </p>
            {/* `relative`: the rows' screen-reader text (position: absolute) is placed, and clipped,
                inside this scroll box; without it, it escapes to the page and stretches it far
                below the footer. */}
            <ul className="relative mt-3 max-h-[28rem] divide-y divide-slate-200 overflow-y-auto rounded-xl border border-slate-200 p-4 sm:max-h-[36rem]">
              {days.map((day) => (
                <DayRow key={day.date} day={day} onToggle={toggle} onRemove={remove} />
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            Pick a start and end date above, then generate the slots.
          </p>
        )}
      </div>
    </FormSection>
  );
}
