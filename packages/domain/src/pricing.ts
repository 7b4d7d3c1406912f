import { bookingAddonMaxQuantity, DEFAULT_MINIMUM_DURATION_HOURS } from './constants';

/**
 * A booking's price (docs/product.md#pricing): base = package price x number of hours; add-ons = each
 * add-on's price x quantity; total = base + add-ons. Whole rupees. The server computes it from
 * the stored packages and add-ons and refuses a request whose total differs (docs/product.md#pricing).
 */

export type BookingPrice = { basePrice: number; addonsTotal: number; totalPrice: number };

/** Package price x hours. */
export function basePrice(packagePrice: number, hourCount: number): number {
  return packagePrice * hourCount;
}

/** Sum of price x quantity over the chosen add-ons (quantity 0 adds nothing). */
export function addonsTotal(addons: readonly { price: number; quantity: number }[]): number {
  return addons.reduce((sum, addon) => sum + addon.price * addon.quantity, 0);
}

/**
 * The largest total (and so base price and add-ons total) a booking can have: what its stored
 * columns hold (a 32-bit integer of rupees). Each price and quantity has its own limit on the
 * studio form, but together they can pass it.
 */
export const MAX_BOOKING_TOTAL = 2_147_483_647;

/** Whether a booking's price fits what a booking can hold. */
export function bookingPriceFits(price: BookingPrice): boolean {
  return price.totalPrice <= MAX_BOOKING_TOTAL;
}

export function bookingPrice(input: {
  packagePrice: number;
  hourCount: number;
  addons: readonly { price: number; quantity: number }[];
}): BookingPrice {
  const base = basePrice(input.packagePrice, input.hourCount);
  const extras = addonsTotal(input.addons);
  return { basePrice: base, addonsTotal: extras, totalPrice: base + extras };
}

/** 'You can add at most 2 of Editing.' */
export function addonQuantityMessage(name: string, maxQuantity: number | null | undefined): string {
  return `You can add at most ${bookingAddonMaxQuantity(maxQuantity)} of ${name}.`;
}

/**
 * Whether a quantity is allowed for an add-on (docs/product.md#booking-step): a whole number from 0 to its max
 * quantity (10 when missing). Returns the message to show, or null when allowed.
 */
export function addonQuantityError(
  quantity: number,
  addon: { name: string; maxQuantity?: number | null },
): string | null {
  const max = bookingAddonMaxQuantity(addon.maxQuantity);
  return Number.isInteger(quantity) && quantity >= 0 && quantity <= max
    ? null
    : addonQuantityMessage(addon.name, addon.maxQuantity);
}

export type AddonChoice = { key: string; quantity: number };

/**
 * The chosen add-ons after setting one quantity (docs/product.md#booking-step): 0 removes the add-on, a
 * positive quantity adds or updates it, keeping the order of first choice. Does not change `chosen`.
 */
export function setAddonQuantity(
  chosen: readonly AddonChoice[],
  key: string,
  quantity: number,
): AddonChoice[] {
  if (quantity <= 0) return chosen.filter((addon) => addon.key !== key).map((a) => ({ ...a }));
  if (!chosen.some((addon) => addon.key === key)) {
    return [...chosen.map((a) => ({ ...a })), { key, quantity }];
  }
  return chosen.map((addon) => (addon.key === key ? { key, quantity } : { ...addon }));
}

/*
 * Amounts and counts as they are written in India: Indian digit grouping (the last three digits,
 * then pairs: 1,23,45,678), as `Intl.NumberFormat('en-IN')` writes them, but without Intl for the
 * numbers of real pages. A page's first Intl formatter loads the browser's locale data, 16 to 45 ms
 * of main thread on its own, and a price on every card made each public page pay it while it
 * starts (decision 055). What these do not write themselves (numbers out of the safe-integer
 * range or not finite; a count's fractions) goes to Intl: the output is Intl's for every number
 * (the tests compare the two).
 */

/** A safe integer with its sign, then `prefix`, then its digits grouped: (-1234567, '₹') -> '-₹12,34,567'. */
function grouped(value: number, prefix: string): string {
  const digits = String(Math.abs(value));
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${prefix}${pairs ? `${pairs},` : ''}${digits.slice(-3)}`;
}

/**
 * Whole rupees with Indian digit grouping: 150000 -> '₹1,50,000', -1234.5 -> '-₹1,235' (halves
 * away from zero), for screens, notices and page metadata.
 */
export function formatRupees(amount: number): string {
  const whole = Math.sign(amount) * Math.round(Math.abs(amount));
  if (Number.isSafeInteger(whole)) return grouped(whole, '\u20b9');
  return amount.toLocaleString('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
}

/** A count or a measure, e.g. 1234567 -> '12,34,567' (fractions as Intl writes them). */
export function formatIndianNumber(value: number): string {
  return Number.isSafeInteger(value) ? grouped(value, '') : value.toLocaleString('en-IN');
}

/**
 * A studio's minimum duration as the picker uses it: its own when usable, else 1 (docs/product.md#pricing).
 * Here, beside the price, because the listing's cards name it and this module is already part of
 * their first download (decision 014); the slot rules (slots.ts) use it too.
 */
export function effectiveMinimumDuration(minimumDurationHours: number | null | undefined): number {
  return minimumDurationHours != null &&
    Number.isInteger(minimumDurationHours) &&
    minimumDurationHours >= 1
    ? minimumDurationHours
    : DEFAULT_MINIMUM_DURATION_HOURS;
}

/**
 * A studio card's price (docs/product.md#studio-listing; decision 042): the cheapest session, its
 * cheapest package per hour times its minimum hours, since 'per session' must be what one session
 * costs at the least. Null when the studio has no price.
 */
export function cheapestSession(studio: {
  pricePerHour: number | null;
  minimumDurationHours: number | null | undefined;
}): { price: number; hours: number; pricePerHour: number } | null {
  if (studio.pricePerHour === null) return null;
  const hours = effectiveMinimumDuration(studio.minimumDurationHours);
  return { price: basePrice(studio.pricePerHour, hours), hours, pricePerHour: studio.pricePerHour };
}

/** Beside a card's price per session, how it is made: '2 hours at ₹4,000/hour', '1 hour at ₹900/hour'. */
export function sessionPriceDetail(session: { hours: number; pricePerHour: number }): string {
  const hours = session.hours === 1 ? '1 hour' : `${session.hours} hours`;
  return `${hours} at ${formatRupees(session.pricePerHour)}/hour`;
}

/** The response to a request whose totalPrice is not the server's (API: 400 PRICE_MISMATCH). */
export function priceMismatchMessage(serverTotal: number): string {
  return `The price of this booking has changed: the total is now ${formatRupees(serverTotal)}. Please review your booking and try again.`;
}
