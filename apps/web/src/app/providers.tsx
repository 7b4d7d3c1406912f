import { useEffect, useRef, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_AUTO_CLOSE_MS } from '@studio-hive/domain';
import { Toasts } from '../lib/toast';
import { useSession } from '../lib/use-session';

/**
 * Cached responses depend on who asks (masking, own bookings), so they are dropped whenever the
 * session changes hands. Done in an effect, after the screens have re-rendered for the new
 * session, so queries of the old one are no longer active and are not fetched again.
 */
function useResetCacheOnSessionChange(queryClient: QueryClient) {
  const token = useSession().session?.token ?? null;
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current === token) return;
    previous.current = token;
    void queryClient.resetQueries();
  }, [token, queryClient]);
}

/** What every screen needs: the query cache and the toast area (top-right, 3000 ms, docs/product.md#screens). */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useResetCacheOnSessionChange(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
    </QueryClientProvider>
  );
}
