import { FAIR_USE_MESSAGES, type FairUseLimits } from '@studio-hive/domain';
import type { CounterStore } from '../../http/counter-store';
import { AppError } from '../../http/errors';
import type { OutgoingMessage } from '../../notifications/notifier';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const newBookingsKey = (customerId: string) => `bookings-new:${customerId}`;
const bookingSmsKey = (phone: string) => `booking-sms:${phone}`;

/**
 * The per-account part of fair use (decision 025) that a count in the booking's own read cannot
 * hold: new bookings per hour, counted in the counter store (Redis with REDIS_URL, so every
 * process counts together) before the write and given back when no booking was made, so a burst
 * of parallel requests gets exactly the allowance and no more; and the booking text messages one
 * phone number gets a day (past them only the e-mail goes: SMS cost money and a flood of bookings
 * must not text someone all day). The caps on what a customer holds are counted by the read
 * (booking-creation.ts).
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
     * One of the customer's new bookings of this hour, or 429 when they are used up. Returns
     * the function that gives it back (the booking was refused afterwards).
     */
    async takeNewBooking(customerId: string): Promise<() => Promise<void>> {
      const giveBack = await take(newBookingsKey(customerId), HOUR_MS, limits.bookingsPerHour);
      if (!giveBack) {
        throw new AppError('RATE_LIMITED', FAIR_USE_MESSAGES.tooManyNew(limits.bookingsPerHour));
      }
      return giveBack;
    },

    /**
     * `messages` less the SMS to numbers that had their booking texts for the day, and the
     * function that gives back the texts taken (the booking was refused afterwards).
     */
    async withinSmsAllowance(
      messages: OutgoingMessage[],
    ): Promise<{ messages: OutgoingMessage[]; giveBack: () => Promise<void> }> {
      const taken: (() => Promise<void>)[] = [];
      const kept: OutgoingMessage[] = [];
      for (const message of messages) {
        if (message.channel === 'sms') {
          const giveBack = await take(bookingSmsKey(message.to), DAY_MS, limits.smsPerPhonePerDay);
          if (!giveBack) continue;
          taken.push(giveBack);
        }
        kept.push(message);
      }
      const giveBack = async () => {
        for (const back of taken) await back();
      };
      return { messages: kept, giveBack };
    },
  };
}

export type BookingLimits = ReturnType<typeof createBookingLimits>;
