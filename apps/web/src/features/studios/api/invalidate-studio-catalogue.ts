import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { STUDIO_CITIES_KEY, STUDIO_LIST_KEY } from './catalogue-keys';
import { getStudioQueryOptions } from './get-studio';

/**
 * After a studio is approved, edited or deleted elsewhere (owner and admin screens): the public
 * listing pages, the city list and that studio's page are asked for again when next shown.
 */
export function invalidateStudioCatalogue(queryClient: QueryClient, studioId?: string) {
  const keys: QueryKey[] = [STUDIO_LIST_KEY, STUDIO_CITIES_KEY];
  if (studioId) keys.push(getStudioQueryOptions(studioId).queryKey);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
