import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  cityFromSlug,
  compareDates,
  FREE_TIME_DEFAULT_HOURS,
  FREE_TIME_MAX_HOURS,
  istToday,
  isValidCalendarDate,
} from '@studio-hive/domain';
import { paths } from '../../../config/paths';
import type { StudioFilters } from '../api/get-studios';

// The page in the address, read and linked as lib/list-address.ts does for the admin's lists;
// written here again so the listing's first download carries no extra shared chunk (decision
// 014: the shared module put /studios 0.3 kB over its limit).
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A whole number from..to written as plain digits, else null ('' is not 0). */
function wholeNumberOf(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** The free-time fields of the URL, as the form shows them (free-time.ts, docs/api.md). */
export type FreeTimeFields = { date: string; start: number | null; hours: number };

/** Names of the free-time parameters, kept together when another filter changes. */
const FREE_TIME_PARAMS = ['date', 'start', 'hours'] as const;

/**
 * `?date=&start=&hours=` read leniently: a date that is not real or already past (an old shared
 * link) and numbers out of range count as not chosen, so the listing never asks what the server
 * would refuse. The hours end by midnight.
 */
function freeTimeFieldsOf(params: URLSearchParams, now: Date): FreeTimeFields {
  const rawDate = params.get('date') ?? '';
  const date =
    isValidCalendarDate(rawDate) && compareDates(rawDate, istToday(now)) >= 0 ? rawDate : '';
  const start = wholeNumberOf(params.get('start'), 0, 23);
  const hours =
    wholeNumberOf(params.get('hours'), 1, FREE_TIME_MAX_HOURS) ?? FREE_TIME_DEFAULT_HOURS;
  return { date, start, hours: start === null ? hours : Math.min(hours, 24 - start) };
}

/**
 * The listing's filters live in the URL, so a search can be shared and Back returns to it:
 * `?q=` (search text), `?city=` (or the city of /studios/in/{city}, docs/product.md#studio-listing), the free
 * time `?date=&start=&hours=` (search by free time, decision 011) and `?page=`.
 */
export function useListingFilters() {
  const { city: cityParam } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();

  const inCityRoute = cityParam !== undefined;
  const freeTimeFields = freeTimeFieldsOf(searchParams, new Date());
  const filters: StudioFilters = {
    q: searchParams.get('q')?.trim() ?? '',
    city: inCityRoute ? cityFromSlug(cityParam) : (searchParams.get('city')?.trim() ?? ''),
    page: pageOf(searchParams.get('page')),
    // Searched by time only once both a date and a start time are chosen.
    freeTime:
      freeTimeFields.date && freeTimeFields.start !== null
        ? { date: freeTimeFields.date, start: freeTimeFields.start, hours: freeTimeFields.hours }
        : null,
  };

  /** Typing replaces the entry (Back leaves the screen rather than undoing letters). */
  const setQuery = useCallback(
    (text: string) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const q = text.trim();
          if (q) next.set('q', q);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  /** A new city is a new entry. On /studios/in/{city} it moves to that city's own address. */
  const setCity = (city: string) => {
    const next = new URLSearchParams();
    if (filters.q) next.set('q', filters.q);
    for (const name of FREE_TIME_PARAMS) {
      const value = searchParams.get(name);
      if (value !== null) next.set(name, value);
    }
    if (inCityRoute) {
      void navigate(
        { pathname: city ? paths.studiosInCity(city) : paths.studios, search: next.toString() },
        { preventScrollReset: true },
      );
      return;
    }
    if (city) next.set('city', city);
    setSearchParams(next, { preventScrollReset: true });
  };

  /**
   * A new date, start time or number of hours is a new entry (like a city); the page starts
   * over. Empty values leave the URL; hours are written only beside a start time.
   */
  const setFreeTime = (change: Partial<FreeTimeFields>) => {
    const wanted = { ...freeTimeFields, ...change };
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of FREE_TIME_PARAMS) next.delete(name);
        next.delete('page');
        if (wanted.date) next.set('date', wanted.date);
        if (wanted.start !== null) {
          next.set('start', String(wanted.start));
          next.set('hours', String(Math.min(wanted.hours, 24 - wanted.start)));
        }
        return next;
      },
      { preventScrollReset: true },
    );
  };

  const clear = () => void navigate(paths.studios);

  /** The address of another page of the same search. */
  const pageHref = (page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };

  return { filters, freeTimeFields, setQuery, setCity, setFreeTime, clear, pageHref };
}
