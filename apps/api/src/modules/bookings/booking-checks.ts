import {
  BOOKING_MESSAGES,
  bookingPrice,
  bookingPriceFits,
  checkBookableHours,
  priceMismatchMessage,
  type BookingPrice,
  type OpeningHours,
} from '@studio-hive/domain';
import { AppError, badRequest, conflict } from '../../http/errors';

/**
 * The domain's checks that a new booking and a rescheduled one share, as HTTP errors: the hours
 * against what the studio offers and nobody holds, and the price against the client's.
 */

/**
 * The hours, sorted, if they are a bookable run of the studio's free hours (`free`) on `date`
 * within its opening hours (outside them: 400, decision 027). Offered by the owner but held
 * meanwhile (`offered` has them): someone else was quicker, 409.
 */
export function bookableHours(input: {
  date: string;
  hours: number[];
  free: number[];
  offered: number[];
  minimumDurationHours: number;
  openingHours: OpeningHours;
  now: Date;
}): number[] {
  const result = checkBookableHours({
    date: input.date,
    hours: input.hours,
    availableHours: input.free,
    minimumDurationHours: input.minimumDurationHours,
    openingHours: input.openingHours,
    now: input.now,
  });
  if (result.ok) return result.hours;
  if (result.reason !== 'unavailable') {
    throw badRequest(result.message, { hours: result.message });
  }
  const offered = new Set(input.offered);
  const taken = input.hours.every((hour) => offered.has(hour));
  throw conflict(taken ? BOOKING_MESSAGES.justTaken : result.message);
}

/**
 * The server's price of the booking: 400 when it does not fit a booking's total, or
 * PRICE_MISMATCH (400) when it is not the total the client showed.
 */
export function agreedPrice(
  input: Parameters<typeof bookingPrice>[0],
  clientTotal: number,
): BookingPrice {
  const price = bookingPrice(input);
  if (!bookingPriceFits(price)) {
    throw badRequest(BOOKING_MESSAGES.totalTooLarge, {
      totalPrice: BOOKING_MESSAGES.totalTooLarge,
    });
  }
  if (price.totalPrice !== clientTotal) {
    const message = priceMismatchMessage(price.totalPrice);
    throw new AppError('PRICE_MISMATCH', message, { totalPrice: message });
  }
  return price;
}
