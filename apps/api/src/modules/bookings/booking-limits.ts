import { DEPOSIT_REPORTS_PER_BOOKING, type FairUseLimits } from '@studio-hive/domain';
import type { CounterStore } from '../../http/counter-store';
import type { OutgoingMessage } from '../../notifications/notifier';

const DAY_MS = 24 * 60 * 60 * 1000;
const bookingSmsKey = (phone: string) => `booking-sms:${phone}`;
const depositReportsKey = (bookingId: string) => `deposit-reports:${bookingId}`;

/**
 * The part of fair use (decision 025) that the booking's own read cannot count: the booking text
 * messages one phone number gets a day (past them only the e-mail goes: SMS cost money and a
 * flood of bookings must not text someone all day), counted in the counter store (Redis with
 * REDIS_URL, so every process counts together) and given back when no booking was made. The caps
 * per customer account, new bookings an hour among them, are counted by the read under the
 * customer's lock (booking-creation.ts, decision 040).
 */
export function createBookingLimits(store: CounterStore, limits: FairUseLimits) {
  /** One hit on `key` within `limit` a window: the function that gives it back, or null (none left). */
  const take = async (key: string, windowMs: number, limit: number) => {
    const giveBack = () => store.decrement(key);
    if ((await store.increment(key, windowMs)) <= limit) return giveBack;
    await giveBack();
    return null;
  };
  return {
    limits,
    /**
     * `messages` less the SMS to numbers that had their booking texts for the day, and the
     * function that gives back the texts taken (the booking was refused afterwards).
     */
    async withinSmsAllowance(
      messages: OutgoingMessage[],
    ): Promise<{ messages: OutgoingMessage[]; giveBack: () => Promise<void> }> {
      const taken: (() => Promise<void>)[] = [];
      const allowed: OutgoingMessage[] = [];
      for (const message of messages) {
        if (message.channel === 'sms') {
          const giveBack = await take(bookingSmsKey(message.to), DAY_MS, limits.smsPerPhonePerDay);
          if (!giveBack) continue;
          taken.push(giveBack);
        }
        allowed.push(message);
      }
      const giveBack = async () => {
        for (const back of taken) await back();
      };
      return { messages: allowed, giveBack };
    },
    /**
     * One more report of a new UTR for booking `bookingId`'s deposit, within
     * DEPOSIT_REPORTS_PER_BOOKING over `windowMs` (the deposit's life): the function that gives it
     * back, or null (none left).
     */
    withinDepositReports(bookingId: string, windowMs: number) {
      return take(depositReportsKey(bookingId), windowMs, DEPOSIT_REPORTS_PER_BOOKING);
    },
  };
}

export type BookingLimits = ReturnType<typeof createBookingLimits>;
