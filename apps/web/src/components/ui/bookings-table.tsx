import type { ReactNode } from 'react';
import type { Booking } from '@studio-hive/domain';
import { cn } from '../../lib/cn';

/** From this many columns on a table packs its cells closer, to fit beside the sidebar. */
const DENSE_FROM_COLUMNS = 7;

export type BookingColumn = {
  header: string;
  cell: (booking: Booking) => ReactNode;
  /** The column that names the row (the studio): as a card, it heads the card without a label. */
  primary?: boolean;
  /** Buttons: as a card, the card's footer, without a label. */
  action?: boolean;
};

/**
 * A bookings table (docs/product.md#bookings) that stays readable on a phone. It follows the width it is
 * given (a container query, since the signed-in sidebar takes part of wide screens): from 56rem a
 * plain table; narrower, each row is a card (two side by side from 36rem) with the studio on top,
 * every other cell labelled with its header (the header row is hidden then) and the actions last.
 * A table of many columns (the admin's eight) packs its cells closer and keeps its actions in view
 * at its right edge when it still has to scroll sideways.
 */
export function BookingsTable({
  caption,
  columns,
  bookings,
  className = 'mt-6',
}: {
  caption: string;
  columns: readonly BookingColumn[];
  bookings: readonly Booking[];
  /** Room above the table (a screen's lists keep their distance from the header). */
  className?: string;
}) {
  const dense = columns.length >= DENSE_FROM_COLUMNS;
  return (
    <div className={cn('@container', className)}>
      <div className="@4xl:overflow-x-auto @4xl:rounded-2xl @4xl:border @4xl:border-slate-200 @4xl:bg-white @4xl:shadow-sm">
        <table className="block w-full text-left text-sm text-slate-700 @4xl:table">
          <caption className="sr-only">{caption}</caption>
          <thead className="hidden border-b border-slate-200 bg-slate-50 @4xl:table-header-group">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn(
                    'py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase first:pl-5 last:pr-5',
                    dense ? 'px-2' : 'px-3',
                    column.action && 'sticky right-0 bg-slate-50 text-right',
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="grid gap-4 @xl:grid-cols-2 @4xl:table-row-group @4xl:divide-y @4xl:divide-slate-200">
            {bookings.map((booking) => (
              <tr
                key={booking._id}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm @4xl:table-row @4xl:rounded-none @4xl:border-0 @4xl:p-0 @4xl:shadow-none"
              >
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={cn(
                      '@4xl:table-cell @4xl:py-4 @4xl:align-top @4xl:first:pl-5 @4xl:last:pr-5',
                      dense ? '@4xl:px-2' : '@4xl:px-3',
                      column.action && '@4xl:sticky @4xl:right-0 @4xl:bg-white',
                      column.primary
                        ? 'order-first border-b border-slate-100 pb-3 @4xl:border-0'
                        : column.action
                          ? 'mt-auto flex justify-end border-t border-slate-100 pt-3 @4xl:mt-0 @4xl:border-0 @4xl:text-right'
                          : 'flex items-start justify-between gap-4 pt-3',
                    )}
                  >
                    {column.primary || column.action ? (
                      column.cell(booking)
                    ) : (
                      <>
                        <span className="shrink-0 pt-0.5 text-xs font-semibold tracking-wide text-slate-500 uppercase @4xl:hidden">
                          {column.header}
                        </span>
                        <div className="min-w-0 text-right @4xl:text-left">
                          {column.cell(booking)}
                        </div>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
