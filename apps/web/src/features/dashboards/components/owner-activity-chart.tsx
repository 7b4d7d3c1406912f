import { useId } from 'react';
import { formatRupees, formatShortDate, type DailyFigure } from '@studio-hive/domain';
import { cn } from '../../../lib/cn';

/**
 * The owner's last 30 days (decision 012's `lastDays`): sessions and revenue per day as two small
 * bar charts drawn by hand in SVG, no chart library. Each chart is one image with a title and a
 * description that says what it shows (totals, the busiest day); the exact figures of every day
 * are in a table behind 'Show the figures as a table'. Texts sit in HTML around the SVG, not
 * inside it, so they keep their size however narrow the screen: the SVG only stretches its bars.
 */

/** '3 bookings', or '3 confirmed bookings' with `kind`. */
const bookingsText = (n: number, kind = '') =>
  `${n} ${kind && `${kind} `}${n === 1 ? 'booking' : 'bookings'}`;

type Series = {
  label: string;
  value: (day: DailyFigure) => number;
  /** A figure on the scale and in the table: '3', '₹9,000'. */
  format: (value: number) => string;
  /** A figure in a sentence: '3 bookings', '₹9,000'. */
  say: (value: number) => string;
  /** The description's sentence about the highest day. */
  peak: (date: string, value: string) => string;
  barClass: string;
};

const SERIES: readonly Series[] = [
  {
    label: 'Bookings per day',
    value: (day) => day.bookings,
    format: (n) => String(n),
    say: bookingsText,
    peak: (date, value) => `Busiest day: ${date}, with ${value}.`,
    barClass: 'fill-indigo-500',
  },
  {
    label: 'Revenue per day',
    value: (day) => day.revenue,
    format: formatRupees,
    say: formatRupees,
    peak: (date, value) => `Best day: ${date}, with ${value}.`,
    barClass: 'fill-emerald-500',
  },
];

// The drawing's own units; the SVG is stretched to its box (preserveAspectRatio="none").
const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;

function BarChart({ days, series }: { days: readonly DailyFigure[]; series: Series }) {
  const titleId = useId();
  const descId = useId();
  const values = days.map(series.value);
  const max = Math.max(0, ...values);
  const total = values.reduce((sum, v) => sum + v, 0);
  const peakIndex = values.indexOf(max);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const range = first && last ? `${formatShortDate(first)} to ${formatShortDate(last)}` : '';
  const totalText = series.say(total);
  const description =
    max === 0
      ? `No sessions from ${range}.`
      : `${totalText} in total from ${range}. ${series.peak(
          formatShortDate(days[peakIndex]!.date),
          series.say(max),
        )}`;
  const width = Math.max(days.length, 1) * SLOT;

  return (
    <figure className="min-w-0">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{series.label}</span>
        <span className="text-slate-500">
          Total <span className="font-semibold text-slate-800">{totalText}</span>
        </span>
      </figcaption>
      <div className="mt-2 flex gap-2">
        {/* The scale: the highest day at the top, 0 at the bottom. */}
        <div
          aria-hidden="true"
          className="flex h-28 min-w-12 shrink-0 flex-col justify-between text-right text-xs text-slate-500 tabular-nums"
        >
          <span className="-mt-1.5">{series.format(max)}</span>
          <span className="-mb-1.5">0</span>
        </div>
        <div className="min-w-0 flex-1">
          <div className="relative h-28 border-b border-l border-slate-300">
            <svg
              role="img"
              aria-labelledby={titleId}
              aria-describedby={descId}
              viewBox={`0 0 ${width} ${HEIGHT}`}
              preserveAspectRatio="none"
              className="absolute inset-0 size-full"
            >
              <title id={titleId}>{`${series.label}, last ${days.length} days`}</title>
              <desc id={descId}>{description}</desc>
              <line
                x1="0"
                x2={width}
                y1="0.5"
                y2="0.5"
                className="stroke-slate-200"
                strokeDasharray="3 3"
                vectorEffect="non-scaling-stroke"
              />
              <line
                x1="0"
                x2={width}
                y1={HEIGHT / 2}
                y2={HEIGHT / 2}
                className="stroke-slate-200"
                strokeDasharray="3 3"
                vectorEffect="non-scaling-stroke"
              />
              {days.map((day, i) => {
                const value = values[i]!;
                // A day with sessions always shows, however small beside the highest.
                const height = value > 0 ? Math.max((value / max) * (HEIGHT - 2), 2) : 0;
                return (
                  <rect
                    key={day.date}
                    x={i * SLOT + (SLOT - BAR) / 2}
                    width={BAR}
                    y={HEIGHT - height}
                    height={height}
                    className={series.barClass}
                  >
                    <title>{`${formatShortDate(day.date)}: ${series.format(value)}`}</title>
                  </rect>
                );
              })}
            </svg>
            {max === 0 ? (
              <p
                aria-hidden="true"
                className="absolute inset-0 flex items-center justify-center px-2 text-center text-sm text-slate-500"
              >
                No sessions in these days
              </p>
            ) : null}
          </div>
          {first && last ? (
            <div
              aria-hidden="true"
              className="mt-1 flex justify-between gap-2 text-xs text-slate-500"
            >
              <span>{formatShortDate(first)}</span>
              <span>{formatShortDate(last)}</span>
            </div>
          ) : null}
        </div>
      </div>
    </figure>
  );
}

/** The two charts and their table (docs/product.md#owner-dashboard, decision 012). */
export function OwnerActivityChart({ days }: { days: readonly DailyFigure[] }) {
  const bookings = days.reduce((sum, day) => sum + day.bookings, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <div>
      <p className="text-sm text-slate-600">
        {/* Only confirmed bookings are in the chart (the summary's `lastDays`). */}
        {bookingsText(bookings, 'confirmed')} and {formatRupees(revenue)} from sessions in the last{' '}
        {days.length} days.
      </p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        {SERIES.map((series) => (
          <BarChart key={series.label} days={days} series={series} />
        ))}
      </div>
      <details className="group mt-4">
        <summary className="cursor-pointer rounded-sm text-sm font-medium text-indigo-700 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
          Show the figures as a table
        </summary>
        <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Bookings and revenue per day, last {days.length} days
            </caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-2 py-2 sm:px-3">
                  Date
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3 text-right">
                  Bookings
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3 text-right">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {days.map((day) => (
                <tr key={day.date} className={cn(day.bookings === 0 && 'text-slate-500')}>
                  <th scope="row" className="px-2 py-1.5 sm:px-3 font-normal whitespace-nowrap">
                    {formatShortDate(day.date)}
                  </th>
                  <td className="px-2 py-1.5 sm:px-3 text-right tabular-nums">{day.bookings}</td>
                  <td className="px-2 py-1.5 sm:px-3 text-right tabular-nums">
                    {formatRupees(day.revenue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
