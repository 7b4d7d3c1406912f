import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  depositSetting,
  balanceAtStudio,
  DEPOSIT_MESSAGES,
  DEPOSIT_REFERENCE_PATTERN,
  depositAmount,
  depositAskedSentence,
  depositDeadlineAfterReport,
  depositPaidLine,
  depositPayBy,
  depositReference,
  depositRefundOnCancel,
  depositRefundRule,
  depositSettingError,
  depositSettingSentence,
  NO_DEPOSIT,
  normalizeUpiId,
  normalizeUtr,
  refundDueLine,
  upiPaymentUrl,
  type DepositSetting,
} from './deposits';
import { BOOKING_TRANSITIONS, currentState, transitionFor } from './booking-transitions';

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const settings: fc.Arbitrary<DepositSetting> = fc.oneof(
  fc.constant<DepositSetting>({ type: 'none', value: null }),
  fc.integer({ min: 100, max: 100_000 }).map((value): DepositSetting => ({ type: 'fixed', value })),
  fc.integer({ min: 10, max: 100 }).map((value): DepositSetting => ({ type: 'percent', value })),
);
const totals = fc.integer({ min: 0, max: 1_000_000 });

describe('a studio’s deposit setting', () => {
  it('is read from its stored or responded parts: a type without a value asks none', () => {
    expect(depositSetting('fixed', 500)).toEqual({ type: 'fixed', value: 500 });
    expect(depositSetting('percent', 20)).toEqual({ type: 'percent', value: 20 });
    expect(depositSetting('none', 500)).toEqual(NO_DEPOSIT);
    expect(depositSetting('fixed', null)).toEqual(NO_DEPOSIT);
  });

  it('takes none, a fixed amount from ₹100, or 10 to 100 percent, each with a UPI ID', () => {
    const upi = 'mic.room@okaxis';
    expect(depositSettingError({ type: 'none', value: null }, null)).toBeNull();
    expect(depositSettingError({ type: 'fixed', value: 100 }, upi)).toBeNull();
    expect(depositSettingError({ type: 'fixed', value: 99 }, upi)).toBe(DEPOSIT_MESSAGES.fixed);
    expect(depositSettingError({ type: 'fixed', value: 250.5 }, upi)).toBe(DEPOSIT_MESSAGES.fixed);
    expect(depositSettingError({ type: 'percent', value: 10 }, upi)).toBeNull();
    expect(depositSettingError({ type: 'percent', value: 100 }, upi)).toBeNull();
    for (const value of [9, 101, 12.5, Number.NaN]) {
      expect(depositSettingError({ type: 'percent', value }, upi)).toBe(DEPOSIT_MESSAGES.percent);
    }
    expect(depositSettingError({ type: 'fixed', value: 500 }, null)).toBe(
      'Enter a UPI ID like name@bank',
    );
    expect(depositSettingError({ type: 'percent', value: 20 }, 'not an address')).toBe(
      'Enter a UPI ID like name@bank',
    );
  });

  it('reads a UPI ID as NPCI shapes it, in lower case', () => {
    expect(normalizeUpiId('  Mic.Room-1_a@OKAXIS ')).toBe('mic.room-1_a@okaxis');
    expect(normalizeUpiId('9876543210@ybl')).toBe('9876543210@ybl');
    for (const bad of [
      '',
      'name',
      '@bank',
      'a@bank',
      'name@',
      'name@1bank',
      'na me@bank',
      'a@b@c',
    ]) {
      expect(normalizeUpiId(bad), bad).toBeNull();
    }
  });

  it('asks a fixed amount capped at the total, or the percentage rounded to whole rupees', () => {
    expect(depositAmount({ type: 'fixed', value: 500 }, 4800)).toBe(500);
    expect(depositAmount({ type: 'fixed', value: 5000 }, 4800)).toBe(4800);
    expect(depositAmount({ type: 'percent', value: 25 }, 4800)).toBe(1200);
    expect(depositAmount({ type: 'percent', value: 15 }, 999)).toBe(150); // 149.85
    expect(depositAmount({ type: 'percent', value: 10 }, 3)).toBe(1);
    expect(depositAmount({ type: 'none', value: null }, 4800)).toBe(0);
    expect(depositAmount({ type: 'fixed', value: 500 }, 0)).toBe(0);
  });

  it('never asks more than the total nor a part of a rupee, and something whenever it asks', () => {
    fc.assert(
      fc.property(settings, totals, (setting, total) => {
        const amount = depositAmount(setting, total);
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(total);
        expect(amount > 0).toBe(setting.type !== 'none' && total > 0);
        expect(balanceAtStudio(total, amount) + amount).toBe(total);
      }),
    );
  });
});

describe('a deposit’s deadline', () => {
  const bookedAt = at('2026-12-01T04:30:00Z'); // 10:00 IST

  it('is the minutes after booking, or the start if sooner', () => {
    expect(depositPayBy(bookedAt, at('2026-12-02T04:30:00Z'), 60)).toEqual(
      at('2026-12-01T05:30:00Z'),
    );
    expect(depositPayBy(bookedAt, at('2026-12-01T05:00:00Z'), 60)).toEqual(
      at('2026-12-01T05:00:00Z'),
    );
  });

  it('gives the owner a request’s time once the customer reports paying, never less than before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 240 }),
        fc.integer({ min: 1, max: 14 * 24 * 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (minutes, startInMinutes, reportShare) => {
          const start = new Date(bookedAt.getTime() + startInMinutes * MINUTE);
          const payBy = depositPayBy(bookedAt, start, minutes);
          const reportedAt = new Date(
            bookedAt.getTime() + Math.floor((payBy.getTime() - bookedAt.getTime()) * reportShare),
          );
          const deadline = depositDeadlineAfterReport(reportedAt, payBy, start);
          expect(payBy.getTime()).toBeLessThanOrEqual(start.getTime());
          expect(deadline.getTime()).toBeGreaterThanOrEqual(payBy.getTime());
          expect(deadline.getTime()).toBeLessThanOrEqual(
            Math.max(start.getTime(), payBy.getTime()),
          );
          expect(deadline.getTime()).toBeLessThanOrEqual(reportedAt.getTime() + 24 * HOUR);
        },
      ),
    );
  });

  it('expires an unconfirmed deposit at its deadline, as a request', () => {
    const booking = {
      state: 'awaiting_deposit' as const,
      decisionDueAt: at('2026-12-01T05:30:00Z'),
    };
    expect(currentState(booking, at('2026-12-01T05:29:59Z'))).toBe('awaiting_deposit');
    expect(currentState(booking, at('2026-12-01T05:30:00Z'))).toBe('expired');
  });
});

describe('the transitions of a deposit', () => {
  // 18:00-20:00 IST on 3 December 2026; the deposit is due by 11:00 IST on the 1st.
  const awaiting = {
    source: 'online' as const,
    state: 'awaiting_deposit' as const,
    date: '2026-12-03',
    hours: [18, 19],
    decisionDueAt: at('2026-12-01T05:30:00Z'),
    cancellationHours: 24,
  };
  const before = at('2026-12-01T05:00:00Z');
  const after = at('2026-12-01T05:30:00Z');

  it('lets the customer report paying and withdraw, and the owner confirm or reject, until the deadline', () => {
    expect(transitionFor('deposit', 'customer', awaiting, before)).toEqual({
      ok: true,
      transition: 'reportDeposit',
    });
    expect(transitionFor('cancel', 'customer', awaiting, before)).toEqual({
      ok: true,
      transition: 'withdraw',
    });
    expect(transitionFor('deposit/confirm', 'owner', awaiting, before)).toEqual({
      ok: true,
      transition: 'confirmDeposit',
    });
    expect(transitionFor('deposit/reject', 'owner', awaiting, before)).toEqual({
      ok: true,
      transition: 'rejectDeposit',
    });
    expect(transitionFor('deposit/confirm', 'owner', awaiting, after)).toMatchObject({
      ok: false,
      status: 409,
      message: DEPOSIT_MESSAGES.notAwaiting,
    });
    expect(transitionFor('deposit', 'customer', awaiting, after)).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it('keeps each call to its side, and to bookings awaiting a deposit', () => {
    expect(transitionFor('deposit/confirm', 'customer', awaiting, before)).toMatchObject({
      status: 403,
    });
    expect(transitionFor('deposit', 'owner', awaiting, before)).toMatchObject({ status: 403 });
    const confirmed = { ...awaiting, state: 'confirmed' as const, decisionDueAt: null };
    expect(transitionFor('deposit/confirm', 'owner', confirmed, before)).toMatchObject({
      status: 409,
      message: DEPOSIT_MESSAGES.notAwaiting,
    });
    expect(BOOKING_TRANSITIONS.rejectDeposit.reason).toBe('required');
  });
});

describe('the reference', () => {
  it('is SH- and five readable symbols, never 0, 1, I or O', () => {
    for (const n of [1, 2, 3, 1000, 32 ** 5 - 1]) {
      expect(depositReference(n)).toMatch(/^SH-[2-9A-HJ-NP-Z]{5}$/);
    }
    expect(depositReference(32 ** 5)).toMatch(/^SH-[2-9A-HJ-NP-Z]{6}$/);
    expect(() => depositReference(0)).toThrow(RangeError);
  });

  it('never repeats: distinct numbers give distinct references', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 2 ** 40 }), { minLength: 2, maxLength: 50 }),
        (numbers) => {
          const references = numbers.map(depositReference);
          expect(new Set(references).size).toBe(numbers.length);
          for (const reference of references) expect(reference).toMatch(DEPOSIT_REFERENCE_PATTERN);
        },
      ),
    );
    const first = Array.from({ length: 5000 }, (_, i) => depositReference(i + 1));
    expect(new Set(first).size).toBe(5000);
  });

  it('makes neighbours look unlike each other', () => {
    const [a, b] = [depositReference(41), depositReference(42)];
    const same = [...a].filter((symbol, index) => symbol === b[index]).length;
    expect(same).toBeLessThan(a.length - 1);
  });
});

describe('the UPI payment link', () => {
  it('carries NPCI’s parameters, every value percent-encoded and the amount with two decimals', () => {
    const url = upiPaymentUrl({
      upiId: 'mic.room@okaxis',
      payee: 'Studio #12 & Co',
      amount: 1200,
      note: 'Studio Hive deposit SH-7K2Q9',
      reference: 'SH-7K2Q9',
    });
    expect(url).toBe(
      'upi://pay?pa=mic.room%40okaxis&pn=Studio%20%2312%20%26%20Co&am=1200.00&cu=INR&tn=Studio%20Hive%20deposit%20SH-7K2Q9&tr=SH-7K2Q9',
    );
  });

  it('reads back as it was given, for any payee and note', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (payee, note, amount) => {
          const url = new URL(
            upiPaymentUrl({ upiId: 'a.b@upi', payee, amount, note, reference: 'SH-ABCDE' }),
          );
          expect(url.protocol).toBe('upi:');
          // URLSearchParams reads '+' as a space; the link never writes one for a space.
          const raw = Object.fromEntries(
            url.search
              .slice(1)
              .split('&')
              .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
          );
          expect(raw).toEqual({
            pa: 'a.b@upi',
            pn: payee,
            am: `${amount}.00`,
            cu: 'INR',
            tn: note,
            tr: 'SH-ABCDE',
          });
        },
      ),
    );
  });
});

describe('a UTR', () => {
  it('is the 12 digits a UPI app shows, spaces dropped', () => {
    expect(normalizeUtr('4321 0987 6543')).toBe('432109876543');
    expect(normalizeUtr('432109876543')).toBe('432109876543');
    for (const bad of [
      '',
      '12345678901',
      '1234567890123',
      '43210987654a',
      '４３２１０９８７６５４３',
    ]) {
      expect(normalizeUtr(bad), bad).toBeNull();
    }
  });
});

describe('cancelling after a paid deposit', () => {
  const deadline = at('2026-12-02T12:30:00Z');

  it('owes all of it back inside the customer’s window, none after; always all when the studio cancels', () => {
    expect(depositRefundOnCancel('customer', deadline, at('2026-12-02T12:29:59Z'))).toBe('full');
    expect(depositRefundOnCancel('customer', deadline, deadline)).toBe('none');
    expect(depositRefundOnCancel('customer', null, at('2026-12-01T00:00:00Z'))).toBe('none');
    expect(depositRefundOnCancel('owner', null, at('2026-12-09T00:00:00Z'))).toBe('full');
  });
});

describe('the sentences', () => {
  it('say the deposit before booking, the balance after paying and a refund owed', () => {
    expect(depositAskedSentence(1200, 60)).toBe(
      'A deposit of ₹1,200 by UPI holds this booking; pay within 60 minutes',
    );
    expect(depositAskedSentence(500, 120)).toBe(
      'A deposit of ₹500 by UPI holds this booking; pay within 2 hours',
    );
    expect(depositAskedSentence(500, 1)).toBe(
      'A deposit of ₹500 by UPI holds this booking; pay within 1 minute',
    );
    expect(depositPaidLine(1200, 4800)).toBe('Deposit ₹1,200 paid · ₹3,600 at the studio');
    expect(refundDueLine(1200)).toBe('Refund of ₹1,200 due from the studio');
    expect(depositSettingSentence({ type: 'percent', value: 25 })).toBe(
      'Deposit of 25% by UPI to hold a booking',
    );
    expect(depositSettingSentence({ type: 'none', value: null })).toBeNull();
    expect(depositRefundRule(24)).toBe(
      'Cancel up to 24 hours before the start for a full refund of the deposit; after that it is not refunded.',
    );
  });
});
