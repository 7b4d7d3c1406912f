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
  return {
    limits,
    /**
     * One of the customer's new bookings of this hour, or 429 when they are used up. Returns
     * the function that gives it back (the booking was refused afterwards).
     */
    async takeNewBooking(customerId: string): Promise<() => Promise<void>> {
      const key = newBookingsKey(customerId);
      const count = await store.increment(key, HOUR_MS);
      const giveBack = () => store.decrement(key);
      if (count > limits.bookingsPerHour) {
        await giveBack();
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
      const taken: string[] = [];
      const kept: OutgoingMessage[] = [];
      for (const message of messages) {
        if (message.channel === 'sms') {
          const key = bookingSmsKey(message.to);
          if ((await store.increment(key, DAY_MS)) > limits.smsPerPhonePerDay) {
            await store.decrement(key);
            continue;
          }
          taken.push(key);
        }
        kept.push(message);
      }
      const giveBack = async () => {
        for (const key of taken) await store.decrement(key);
      };
      return { messages: kept, giveBack };
    },
  };
}

export type BookingLimits = ReturnType<typeof createBookingLimits>;
