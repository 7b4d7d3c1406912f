import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';
import { STUDIO_CITIES_KEY } from './catalogue-keys';

/** GET /studio/cities: the distinct cities of approved studios, sorted. */
export function getStudioCities(signal?: AbortSignal) {
  return apiRequest('/studio/cities', {
    schema: lazyResponseSchema((a) => a.cityListSchema),
    signal,
  });
}

/** Key ['studios', 'cities']; cities change only when a studio is approved or removed. */
export const getStudioCitiesQueryOptions = () =>
  queryOptions({
    queryKey: STUDIO_CITIES_KEY,
    queryFn: ({ signal }) => getStudioCities(signal),
    staleTime: 5 * 60_000,
  });

export function useStudioCities() {
  return useQuery(getStudioCitiesQueryOptions());
}
