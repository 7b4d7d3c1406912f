import { useId, type ReactNode } from 'react';
import {
  formatHour,
  formatWeekDay,
  type Booking,
  type OwnerWeek,
  type WeekCell,
  type WeekCellState,
} from '@studio-hive/domain';
import { CheckIcon, ClockIcon, PlusIcon, RupeeIcon } from '../../../components/ui/icons';
import { BOOKING_FALLBACKS } from '../../../lib/booking-labels';
import { cn } from '../../../lib/cn';
import { isOpenRequest, RequestAnswers } from './owner-requests';
import {
  addBookingLabel,
  bookingCellLabel,
  busyText,
  WEEK_STATE_WORDS,
  WEEK_TEXTS,
} from './week-texts';

export type StudioWeek = OwnerWeek['studios'][number];

/**
 * Closed and busy hours carry a pattern, bookings a bar at their side and an icon, and every
 * state its word: no state is told from another by colour alone (docs/product.md#week-view).
 */
const HATCHED =
  'bg-[repeating-linear-gradient(135deg,var(--color-slate-200)_0_2px,transparent_2px_8px)]';
const DOTTED =
  'bg-[radial-gradient(var(--color-slate-300)_1px,transparent_1.5px)] bg-[length:8px_8px]';

const BOOKING_LOOKS: Record<'confirmed' | 'requested' | 'deposit' | 'offline', string> = {
  confirmed: 'border-indigo-600 bg-indigo-50 text-indigo-950',
  requested: 'border-dashed border-amber-600 bg-amber-50 text-amber-950',
  deposit: 'border-dotted border-sky-700 bg-sky-50 text-sky-950',
  offline: 'border-double border-emerald-700 bg-emerald-50 text-emerald-950',
};

function StateIcon({ state }: { state: WeekCellState }) {
  const className = 'size-3.5 shrink-0 fill-none stroke-current';
  if (state === 'requested') return <ClockIcon className={className} />;
  if (state === 'deposit') return <RupeeIcon className={className} />;
  return <CheckIcon className={className} />;
}

/**
 * A run of hours in one day's column: one hour, or the consecutive hours of one booking, shown
 * as one cell spanning their rows.
 */
type Run = { cell: WeekCell; hours: number[] };

/**
 * Per date, per hour: the run starting at that hour, or null where a booking's run above covers
 * it (its row has no cell of that day).
 */
function runsOf(cells: readonly WeekCell[]): Map<string, Map<number, Run | null>> {
  const byDate = new Map<string, Map<number, Run | null>>();
  let open: Run | undefined;
  for (const cell of cells) {
    const day = byDate.get(cell.date) ?? new Map<number, Run | null>();
    byDate.set(cell.date, day);
    const continues =
      open !== undefined &&
      cell.bookingId !== undefined &&
      open.cell.bookingId === cell.bookingId &&
      open.cell.date === cell.date &&
      open.hours.at(-1) === cell.hour - 1;
    if (continues) {
      open!.hours.push(cell.hour);
      day.set(cell.hour, null);
    } else {
      open = { cell, hours: [cell.hour] };
      day.set(cell.hour, open);
    }
  }
  return byDate;
}

function BookingRun({
  run,
  booking,
  onOpen,
}: {
  run: Run;
  booking: Booking | undefined;
  onOpen: (bookingId: string) => void;
}) {
  const { cell } = run;
  const state = cell.state as keyof typeof BOOKING_LOOKS;
  const name = cell.customerName ?? BOOKING_FALLBACKS.unknownCustomer;
  const what = (
    <>
      <span className="flex items-center gap-1 font-semibold">
        <StateIcon state={state} />
        {WEEK_STATE_WORDS[state]}
      </span>{' '}
      <span className="block break-words">{name}</span>
    </>
  );
  return (
    <div
      className={cn(
        'flex h-full flex-col gap-1.5 rounded-md border-l-4 p-1.5 text-xs',
        BOOKING_LOOKS[state],
      )}
    >
      {booking ? (
        <button
          type="button"
          onClick={() => onOpen(booking._id)}
          aria-label={bookingCellLabel(state, name, cell.date, run.hours)}
          className="rounded text-left hover:underline"
        >
          {what}
        </button>
      ) : (
        <p aria-label={bookingCellLabel(state, name, cell.date, run.hours)}>{what}</p>
      )}
      {cell.label ? (
        <p className="font-medium">
          {WEEK_TEXTS.alsoBusy} · {cell.label}
        </p>
      ) : null}
      {booking && state === 'requested' && isOpenRequest(booking, new Date()) ? (
        <RequestAnswers booking={booking} className="flex-col [&_button]:w-full" />
      ) : null}
    </div>
  );
}

/** One cell of the table: a run of hours of one day, in its state. */
function RunCell({
  run,
  studio,
  booking,
  onOpenBooking,
  onAddBooking,
}: {
  run: Run;
  studio: StudioWeek;
  booking: Booking | undefined;
  onOpenBooking: (bookingId: string) => void;
  onAddBooking: (studioId: string, date: string, hour: number) => void;
}): ReactNode {
  const { cell } = run;
  switch (cell.state) {
    case 'free':
      return (
        <button
          type="button"
          onClick={() => onAddBooking(studio._id, cell.date, cell.hour)}
          aria-label={addBookingLabel(cell.date, cell.hour, studio.name)}
          className="flex size-full min-h-11 items-center justify-center rounded-md text-slate-400 hover:bg-indigo-50 hover:text-indigo-700"
        >
          <PlusIcon className="size-4 fill-none stroke-current" />
        </button>
      );
    case 'closed':
      return (
        <p
          className={cn(
            'flex size-full min-h-11 items-center px-1.5 text-xs text-slate-600',
            HATCHED,
          )}
        >
          {WEEK_STATE_WORDS.closed}
        </p>
      );
    case 'busy':
      return (
        <p
          className={cn(
            'flex size-full min-h-11 items-center px-1.5 text-xs font-medium break-words text-slate-800',
            DOTTED,
          )}
        >
          {busyText(cell.label)}
        </p>
      );
    default:
      return <BookingRun run={run} booking={booking} onOpen={onOpenBooking} />;
  }
}

/**
 * A studio's week (docs/product.md#week-view): a table with the days across (each a column
 * header) and the hours down (each a row header), each hour in its state, a booking's hours of a
 * day as one cell. Narrower than 42rem it shows `shownDay`'s column only; the others are hidden
 * (and so out of the accessibility tree too).
 */
export function StudioWeekTable({
  studio,
  days,
  shownDay,
  today,
  bookings,
  onOpenBooking,
  onAddBooking,
}: {
  studio: StudioWeek;
  days: readonly string[];
  shownDay: string;
  today: string;
  bookings: ReadonlyMap<string, Booking>;
  onOpenBooking: (bookingId: string) => void;
  onAddBooking: (studioId: string, date: string, hour: number) => void;
}) {
  const headingId = useId();
  const hours = [...new Set(studio.cells.map((cell) => cell.hour))];
  const runs = runsOf(studio.cells);
  const column = (date: string) => (date === shownDay ? undefined : 'hidden @2xl:table-cell');
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
        {studio.name}
      </h2>
      {hours.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{WEEK_TEXTS.noHours}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full table-fixed border-collapse text-sm">
            <caption className="sr-only">
              {studio.name}, {formatWeekDay(days[0]!)} to {formatWeekDay(days.at(-1)!)}
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th
                  scope="col"
                  className="w-20 px-2 py-2 text-left text-xs font-semibold text-slate-600"
                >
                  {WEEK_TEXTS.time}
                </th>
                {days.map((date) => (
                  <th
                    key={date}
                    scope="col"
                    className={cn(
                      'px-2 py-2 text-left text-xs font-semibold text-slate-700',
                      column(date),
                    )}
                  >
                    {formatWeekDay(date)}
                    {date === today ? (
                      <span className="block font-normal text-indigo-700">{WEEK_TEXTS.today}</span>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {hours.map((hour) => (
                <tr key={hour} className="border-t border-slate-200">
                  <th
                    scope="row"
                    className="h-12 px-2 py-2 text-left align-top text-xs font-medium whitespace-nowrap text-slate-600"
                  >
                    {formatHour(hour)}
                  </th>
                  {days.map((date) => {
                    const run = runs.get(date)?.get(hour);
                    if (!run) return null;
                    return (
                      <td
                        key={date}
                        rowSpan={run.hours.length > 1 ? run.hours.length : undefined}
                        // 1px grows to the rows' height, so a booking's run fills its cell.
                        className={cn('h-px border-l border-slate-200 p-1 align-top', column(date))}
                      >
                        <RunCell
                          run={run}
                          studio={studio}
                          booking={
                            run.cell.bookingId ? bookings.get(run.cell.bookingId) : undefined
                          }
                          onOpenBooking={onOpenBooking}
                          onAddBooking={onAddBooking}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
