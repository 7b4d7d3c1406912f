import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { cn } from '../../../lib/cn';
import { useCustomerDeposits } from '../api/get-deposit-bookings';
import { DepositPanel } from './deposit-panel';

export const CUSTOMER_DEPOSITS_TEXTS = {
  title: 'Deposits to pay',
  intro:
    'These bookings are held for you until the studio confirms your deposit. Unpaid by the time shown, or unconfirmed by the studio in time, a booking expires and its hours go to others.',
  loadFailed: 'Failed to load the deposits you have to pay. Please try again later.',
} as const;

/**
 * My Bookings' upcoming bookings held for their deposit, first on the page, each with its deposit
 * panel (docs/product.md#deposits). Nothing when none waits.
 */
export function CustomerDeposits({ className }: { className?: string }) {
  const headingId = useId();
  const deposits = useCustomerDeposits();
  if (deposits.isError) {
    return <Alert className={className}>{CUSTOMER_DEPOSITS_TEXTS.loadFailed}</Alert>;
  }
  const awaiting = (deposits.data?.items ?? []).filter(
    (booking) => booking.status === 'awaiting_deposit' && booking.deposit,
  );
  if (awaiting.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cn('space-y-4', className)}>
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {CUSTOMER_DEPOSITS_TEXTS.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{CUSTOMER_DEPOSITS_TEXTS.intro}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {awaiting.map((booking) => (
          <DepositPanel key={booking._id} booking={booking} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
