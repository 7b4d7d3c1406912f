import type { QueryClient } from '@tanstack/react-query';
import { getPendingStudiosQueryOptions } from './get-pending-studios';

/** After approve or deny: the studio leaves the pending list at once, then the list reloads. */
export function removePendingStudio(queryClient: QueryClient, studioId: string) {
  const { queryKey } = getPendingStudiosQueryOptions();
  queryClient.setQueryData(queryKey, (studios) => studios?.filter((s) => s._id !== studioId));
  void queryClient.invalidateQueries({ queryKey });
}

export type StudioDecisionCallbacks = {
  onSuccess?: (studioId: string) => void;
  onError?: (error: Error, studioId: string) => void;
};
