import { formatIndianNumber as count } from '@studio-hive/domain';

/**
 * The count line over a list a page at a time (All Bookings, My Bookings, Bookings Received):
 * 'Showing 51–100 of 1,234 bookings' given the place of the first row shown, 'Showing 10 of 23
 * upcoming bookings' without it, 'Showing 3 past bookings' when all are shown, 'No past
 * bookings' when none. With `capped`, the server counted up to `total` and stopped: 'Showing
 * 1–50 of more than 1,000 bookings'. `nouns` name one and many of what the list holds; `match`
 * follows them (' matching "noida"').
 */
export function listCountText(
  {
    shown,
    total,
    first,
    capped,
  }: { shown: number; total: number; first?: number; capped?: boolean },
  [one, many]: readonly [string, string],
  match = '',
): string {
  const noun = total === 1 && !capped ? one : many;
  const of = `${capped ? 'more than ' : ''}${count(total)} ${noun}${match}`;
  if (total === 0 && !capped) return `No ${noun}${match}`;
  if (first !== undefined && (shown < total || capped)) {
    return `Showing ${count(first)}–${count(first + shown - 1)} of ${of}`;
  }
  if (shown < total || capped) return `Showing ${count(shown)} of ${of}`;
  return `Showing ${of}`;
}
