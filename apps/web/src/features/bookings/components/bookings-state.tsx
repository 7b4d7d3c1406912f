import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Booking } from '@studio-hive/domain';
import { Alert } from '../../../components/ui/alert';
import { PageSpinner } from '../../../components/ui/spinner';
import type { Page } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { BOOKINGS_MESSAGES } from './booking-cells';

/**
 * The load states every bookings list shares (docs/product.md#bookings and docs/product.md#messages): a spinner, then on failure
 * the toast 'Failed to load bookings' and the list's own inline sentence, the empty state, or the
 * bookings.
 */
export function BookingsState<T extends Booking[] | Page<Booking>>({
  query,
  loadFailed,
  empty,
  children,
}: {
  /** A whole list, or a page of one (empty when no page holds a booking). */
  query: UseQueryResult<T>;
  loadFailed: string;
  empty: ReactNode;
  children: (bookings: T) => ReactNode;
}) {
  useEffect(() => {
    if (query.isError) toast.error(BOOKINGS_MESSAGES.loadFailedToast, { toastId: 'bookings-load' });
  }, [query.isError]);

  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <Alert className="mt-6">{loadFailed}</Alert>;
  const none = Array.isArray(query.data) ? query.data.length === 0 : query.data.total === 0;
  if (none) return <div className="mt-6">{empty}</div>;
  return <>{children(query.data)}</>;
}
