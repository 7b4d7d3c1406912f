import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeTimeRun } from '@studio-hive/domain';
import { apiRequestPage, lazyResponseSchema } from '../../../lib/api-client';
import { STUDIO_LIST_KEY } from './catalogue-keys';

/** Studios per page of the listing: fills rows of 1, 2 and 3 columns alike. */
export const STUDIOS_PAGE_SIZE = 24;

/**
 * What the listing asks for (docs/api.md, GET /studio): search text, city, page from 1, and the free
 * time (a run of hours on a date), null when not searched by time.
 */
export type StudioFilters = { q: string; city: string; page: number; freeTime: FreeTimeRun | null };

export const NO_STUDIO_FILTERS: StudioFilters = { q: '', city: '', page: 1, freeTime: null };

/**
 * GET /studio?q&city&date&start&hours&page&limit&view=card: one page of approved studios as their
 * cards show them, masked for this viewer, with the whole count (`X-Total-Count`). Each card
 * carries its ratingSummary, so a page view is one request.
 */
export function getStudios(
  { q, city, page, freeTime }: StudioFilters,
  signal?: AbortSignal,
  limit = STUDIOS_PAGE_SIZE,
) {
  return apiRequestPage('/studio', {
    query: {
      q: q || undefined,
      city: city || undefined,
      date: freeTime?.date,
      start: freeTime?.start,
      hours: freeTime?.hours,
      page: page > 1 ? page : undefined,
      limit,
      view: 'card',
    },
    schema: lazyResponseSchema((a) => a.studioCardListSchema),
    signal,
  });
}

/**
 * Keys ['studios', 'list', filters]. Without filters the options carry the key of every listing
 * page (['studios', 'list']), for invalidation only: `getStudiosQueryOptions().queryKey`.
 */
export const getStudiosQueryOptions = (filters?: StudioFilters) =>
  queryOptions({
    queryKey: filters ? [...STUDIO_LIST_KEY, filters] : STUDIO_LIST_KEY,
    queryFn: ({ signal }) => getStudios(filters ?? NO_STUDIO_FILTERS, signal),
  });

/** Keeps the previous page on screen while the next search loads. */
export function useStudios(filters: StudioFilters) {
  return useQuery({ ...getStudiosQueryOptions(filters), placeholderData: keepPreviousData });
}

/**
 * The first `limit` studios of the unfiltered listing (newest first, docs/api.md), for a short showcase
 * such as the home page's. Key ['studios', 'list', 'latest', limit]: under the listing's prefix,
 * so catalogue changes refresh it too.
 */
export const getLatestStudiosQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...STUDIO_LIST_KEY, 'latest', limit],
    queryFn: ({ signal }) => getStudios(NO_STUDIO_FILTERS, signal, limit),
  });

export function useLatestStudios(limit: number) {
  return useQuery(getLatestStudiosQueryOptions(limit));
}
