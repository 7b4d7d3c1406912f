import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';

/** GET /user/me → {user}: the signed-in user as the server knows them now. */
export function getMe(signal?: AbortSignal) {
  return apiRequest('/user/me', { schema: lazyResponseSchema((a) => a.meResultSchema), signal });
}

/**
 * Keyed by the signed-in user's id, so another account asks again. The key is ['user', 'me', id];
 * reuse it through this function (`getMeQueryOptions(id).queryKey`), never retyped.
 */
export const getMeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user', 'me', userId],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: Infinity,
  });

export function useMe(userId: string | null) {
  return useQuery({ ...getMeQueryOptions(userId ?? ''), enabled: userId !== null });
}
