import type { To } from 'react-router';

/**
 * A paged list's state kept in its address (`?q=…&page=3`), as the studio listing, the leads and
 * All Bookings keep theirs: a reload, the back button or a shared link opens the same page.
 */

/** `?page=`: a whole number from 1 to `max`, else page 1 (an old or edited link). */
export function pageInAddress(params: URLSearchParams, max = Number.MAX_SAFE_INTEGER): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= max ? page : 1;
}

/** The address of page `page` of the same list; page 1 has no `page` parameter. */
export function pageAddress(params: URLSearchParams, page: number): To {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const search = next.toString();
  return { search: search ? `?${search}` : '' };
}

/**
 * The list's parameters with `changes` (an empty or undefined value removes its parameter), from
 * the first page: another search or filter starts the list again.
 */
export function changedListParams(
  params: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  next.delete('page');
  return next;
}
