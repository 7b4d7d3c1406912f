import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  addDays,
  compareDates,
  formatWeekDay,
  istToday,
  isValidCalendarDate,
  ownerWeekStartError,
  ownerWeekStartRange,
  weekDays,
  WEEK_CELL_STATES,
  type Booking,
} from '@studio-hive/domain';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { fieldLabelClasses, inputClasses } from '../../../components/ui/field-classes';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useOwnerWeek } from '../api/get-owner-week';
import { WeekBookingDialog } from './week-booking-dialog';
import { StudioWeekTable } from './week-table';
import { WEEK_STATE_MEANINGS, WEEK_STATE_WORDS, WEEK_TEXTS } from './week-texts';

/** Where the week stands in the address: `?from=` its first day, `?day=` the one a phone shows. */
type WeekPlace = { from: string; day: string };

/**
 * The week the address asks for, or this week: a `from` that is not a date or is out of the
 * server's range (`ownerWeekStartError`) reads as today; a `day` outside the week as today when
 * the week holds it, else its first day.
 */
function placeInAddress(params: URLSearchParams, today: string): WeekPlace {
  const asked = params.get('from');
  const from =
    asked && isValidCalendarDate(asked) && ownerWeekStartError(asked, today) === null
      ? asked
      : today;
  const days = weekDays(from);
  const day = params.get('day');
  if (day && days.includes(day)) return { from, day };
  return { from, day: days.includes(today) ? today : from };
}

/** A step in the address: a value sets its parameter, null removes it, undefined leaves it. */
type WeekStep = { from?: string | null; day?: string | null };

/**
 * The steps before and after: a day (crossing into the week before or after) and a week (whose
 * day is then today or its first). Null where the range ends.
 */
function steps(
  { from, day }: WeekPlace,
  today: string,
): Record<'previousWeek' | 'nextWeek' | 'previousDay' | 'nextDay', WeekStep | null> {
  const range = ownerWeekStartRange(today);
  const clamp = (date: string) =>
    compareDates(date, range.first) < 0
      ? range.first
      : compareDates(date, range.last) > 0
        ? range.last
        : date;
  const lastDay = addDays(from, 6);
  const week = (to: string): WeekStep => ({ from: clamp(to), day: null });
  return {
    previousWeek: from === range.first ? null : week(addDays(from, -7)),
    nextWeek: from === range.last ? null : week(addDays(from, 7)),
    previousDay:
      day !== from
        ? { day: addDays(day, -1) }
        : from === range.first
          ? null
          : { from: clamp(addDays(from, -7)), day: addDays(day, -1) },
    nextDay:
      day !== lastDay
        ? { day: addDays(day, 1) }
        : from === range.last
          ? null
          : { from: clamp(addDays(from, 7)), day: addDays(day, 1) },
  };
}

function StepButton({
  to,
  go,
  children,
}: {
  to: WeekStep | null;
  go: (step: WeekStep) => void;
  children: ReactNode;
}) {
  return (
    <Button variant="secondary" size="sm" disabled={!to} onClick={() => to && go(to)}>
      {children}
    </Button>
  );
}

/** The key: each state's word (and pattern or mark, as the cells draw it) and what it means. */
function WeekKey() {
  return (
    <details className="mt-4 rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">{WEEK_TEXTS.key}</summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {WEEK_CELL_STATES.map((state) => (
          <div key={state} className="flex gap-2">
            <dt className="font-semibold text-slate-900">{WEEK_STATE_WORDS[state]}</dt>
            <dd className="text-slate-600">{WEEK_STATE_MEANINGS[state]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/**
 * The week view (docs/product.md#week-view): the studio filter and the week's steps on top, then
 * each studio's week as a table, from its address (`?from=&day=&studio=`, so a reload or Back
 * shows the same week). A free hour calls `onAddBooking`; a booking opens in a dialog with what
 * the owner may do with it; a request offers Accept and Decline in its cell.
 */
export function OwnerWeekView({
  onAddBooking,
}: {
  onAddBooking: (studioId: string, date: string, hour: number) => void;
}) {
  const [params, setParams] = useSearchParams();
  const [openBookingId, setOpenBookingId] = useState<string | null>(null);
  const studioFieldId = useId();
  const today = istToday(new Date());
  const place = placeInAddress(params, today);
  const week = useOwnerWeek(place.from);
  const step = steps(place, today);

  /** To another place: a value sets its parameter, null removes it, undefined leaves it. */
  const go = (to: WeekStep) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of ['from', 'day'] as const) {
        const value = to[name];
        if (value === null) next.delete(name);
        else if (value !== undefined) next.set(name, value);
      }
      return next;
    });
  const chooseStudio = (studio: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (studio) next.set('studio', studio);
        else next.delete('studio');
        return next;
      },
      { replace: true },
    );

  if (week.isPending) return <PageSpinner />;
  if (week.isError) return <Alert className="mt-6">{WEEK_TEXTS.loadFailed}</Alert>;
  const { days, studios } = week.data;
  if (studios.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState
          title={WEEK_TEXTS.noStudiosTitle}
          action={<ButtonLink to={paths.ownerStudioNew}>{WEEK_TEXTS.addStudio}</ButtonLink>}
        >
          {WEEK_TEXTS.noStudios}
        </EmptyState>
      </div>
    );
  }
  const chosen = studios.find((studio) => studio._id === params.get('studio'));
  const shown = chosen ? [chosen] : studios;
  const bookings = new Map<string, Booking>(week.data.bookings.map((b) => [b._id, b]));
  const openBooking = openBookingId ? bookings.get(openBookingId) : undefined;
  // While the next week loads, the previous one stays with its own days.
  const shownDay = days.includes(place.day) ? place.day : days[0]!;

  return (
    <div className="@container mt-6" aria-busy={week.isFetching}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <label htmlFor={studioFieldId} className={fieldLabelClasses}>
            {WEEK_TEXTS.studio}
          </label>
          <select
            id={studioFieldId}
            value={chosen?._id ?? ''}
            onChange={(event) => chooseStudio(event.target.value)}
            className={cn(inputClasses(false), 'max-w-xs')}
          >
            <option value="">{WEEK_TEXTS.allStudios}</option>
            {studios.map((studio) => (
              <option key={studio._id} value={studio._id}>
                {studio.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StepButton to={step.previousWeek} go={go}>
            <ChevronLeftIcon className="size-4 fill-none stroke-current" />
            {WEEK_TEXTS.previousWeek}
          </StepButton>
          <StepButton to={place.from === today ? null : { from: null, day: null }} go={go}>
            {WEEK_TEXTS.thisWeek}
          </StepButton>
          <StepButton to={step.nextWeek} go={go}>
            {WEEK_TEXTS.nextWeek}
            <ChevronRightIcon className="size-4 fill-none stroke-current" />
          </StepButton>
        </div>
      </div>
      <p aria-live="polite" className="mt-4 text-base font-semibold text-slate-900">
        {formatWeekDay(days[0]!)} – {formatWeekDay(days.at(-1)!)}
      </p>
      <div className="mt-3 flex items-center justify-between gap-2 @2xl:hidden">
        <StepButton to={step.previousDay} go={go}>
          <ChevronLeftIcon className="size-4 fill-none stroke-current" />
          {WEEK_TEXTS.previousDay}
        </StepButton>
        <p aria-live="polite" className="text-sm font-semibold whitespace-nowrap text-slate-900">
          {formatWeekDay(shownDay)}
        </p>
        <StepButton to={step.nextDay} go={go}>
          {WEEK_TEXTS.nextDay}
          <ChevronRightIcon className="size-4 fill-none stroke-current" />
        </StepButton>
      </div>
      <WeekKey />
      {shown.map((studio) => (
        <StudioWeekTable
          key={studio._id}
          studio={studio}
          days={days}
          shownDay={shownDay}
          today={today}
          bookings={bookings}
          onOpenBooking={setOpenBookingId}
          onAddBooking={onAddBooking}
        />
      ))}
      {openBooking ? (
        <WeekBookingDialog booking={openBooking} onClose={() => setOpenBookingId(null)} />
      ) : null}
    </div>
  );
}
