import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerWeek } from '@studio-hive/domain';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';
import { OWNER_WEEK_KEY } from './booking-list-keys';

/**
 * GET /owner/week?from=: seven days of every studio of the signed-in owner from `from` (IST),
 * each hour in its state, and the bookings the hours name (docs/api.md GET /owner/week). The
 * screen's studio filter narrows this one answer, so switching studios asks nothing.
 */
export function getOwnerWeek(from: string, signal?: AbortSignal): Promise<OwnerWeek> {
  return apiRequest('/owner/week', {
    query: { from },
    schema: lazyResponseSchema((a) => a.ownerWeekSchema),
    signal,
  });
}

/** Key ['owner-week', {from}] under OWNER_WEEK_KEY. */
const getOwnerWeekQueryOptions = (from: string) =>
  queryOptions({
    queryKey: [...OWNER_WEEK_KEY, { from }],
    queryFn: ({ signal }) => getOwnerWeek(from, signal),
  });

/** Keeps the week on screen while the next one loads. */
export function useOwnerWeek(from: string) {
  return useQuery({ ...getOwnerWeekQueryOptions(from), placeholderData: keepPreviousData });
}
