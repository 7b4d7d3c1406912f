import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicUserSchema } from '@studio-hive/domain';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const meResultSchema = z.object({ user: publicUserSchema });

/** GET /user/me → {user}: the signed-in user as the server knows them now. */
export function getMe(signal?: AbortSignal) {
  return apiRequest('/user/me', { schema: meResultSchema, signal });
}

/** Keyed by the signed-in user's id, so another account asks again. */
export const meQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user', 'me', userId],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: Infinity,
  });

export function useMe(userId: string | null) {
  return useQuery({ ...meQueryOptions(userId ?? ''), enabled: userId !== null });
}
