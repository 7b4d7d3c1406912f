import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getStudioCitiesQueryOptions } from './get-studio-cities';
import { getStudioQueryOptions } from './get-studio';
import { getStudiosQueryOptions } from './get-studios';

/**
 * After a studio is approved, edited or deleted elsewhere (owner and admin screens): the public
 * listing pages, the city list and that studio's page are asked for again when next shown.
 */
export function invalidateStudioCatalogue(queryClient: QueryClient, studioId?: string) {
  const keys: QueryKey[] = [
    getStudiosQueryOptions().queryKey,
    getStudioCitiesQueryOptions().queryKey,
  ];
  if (studioId) keys.push(getStudioQueryOptions(studioId).queryKey);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
