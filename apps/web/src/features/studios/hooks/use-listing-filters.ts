import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { cityFromSlug } from '@studio-hive/domain';
import { paths } from '../../../config/paths';
import type { StudioFilters } from '../api/get-studios';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The listing's filters live in the URL, so a search can be shared and Back returns to it:
 * `?q=` (search text), `?city=` (or the city of /studios/in/{city}, spec section 2) and `?page=`.
 */
export function useListingFilters() {
  const { city: cityParam } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();

  const inCityRoute = cityParam !== undefined;
  const filters: StudioFilters = {
    q: searchParams.get('q')?.trim() ?? '',
    city: inCityRoute ? cityFromSlug(cityParam) : (searchParams.get('city')?.trim() ?? ''),
    page: pageOf(searchParams.get('page')),
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

  const clear = () => void navigate(paths.studios);

  /** The address of another page of the same search. */
  const pageHref = (page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };

  return { filters, setQuery, setCity, clear, pageHref };
}
