import { describe, expect, it } from 'vitest';
import { awaitingDepositFixture, bookingFixture } from '../../../test/bookings';
import { depositLine } from './deposit-lines';

describe('depositLine', () => {
  const paid = { paidAt: '2026-03-10T06:00:00.000Z' };

  it('says where a deposit stands under the price, as the booking reads', () => {
    expect(depositLine(bookingFixture())).toBeNull();
    expect(depositLine(awaitingDepositFixture())).toBe(
      'Deposit ₹1,200 · SH-7K2Q9 · No UTR given yet',
    );
    expect(depositLine(awaitingDepositFixture({}, { utr: '432109876543' }))).toBe(
      'Deposit ₹1,200 · SH-7K2Q9 · UTR 432109876543',
    );
    expect(depositLine(awaitingDepositFixture({ status: 'confirmed' }, paid))).toBe(
      'Deposit ₹1,200 paid · ₹3,600 at the studio',
    );
    expect(
      depositLine(awaitingDepositFixture({ status: 'cancelled' }, { ...paid, refundDue: 1200 })),
    ).toBe('Refund of ₹1,200 due from the studio');
    expect(
      depositLine(
        awaitingDepositFixture(
          { status: 'cancelled' },
          { ...paid, refundDue: 1200, refundedAt: '2026-03-11T06:00:00.000Z' },
        ),
      ),
    ).toBe('Deposit of ₹1,200 refunded');
    expect(depositLine(awaitingDepositFixture({ status: 'expired' }))).toBeNull();
  });

  it('never asks a no-show for the balance: the studio keeps the deposit', () => {
    expect(depositLine(awaitingDepositFixture({ status: 'no_show' }, paid))).toBe(
      'Deposit ₹1,200 paid · kept by the studio',
    );
  });
});
