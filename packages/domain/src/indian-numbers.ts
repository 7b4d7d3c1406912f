/**
 * Numbers as they are written in India: Indian digit grouping (the last three digits, then pairs:
 * 1,23,45,678), as `Intl.NumberFormat('en-IN')` writes them, but without Intl for the amounts and
 * counts of real pages. A page's first Intl formatter loads the browser's locale data, 20 to 45 ms
 * of main thread on its own, and a price on every card made each public page pay it while it
 * starts (decision 055). Values out of the safe-integer range, or not finite, go to Intl, made on
 * first use: the output is Intl's for every number (the tests compare the two).
 */

const RUPEE = '\u20b9';

/** '1234567' -> '12,34,567': three digits at the right, pairs before them. */
function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

let intlRupees: Intl.NumberFormat | undefined;
let intlNumbers: Intl.NumberFormat | undefined;

/**
 * Whole rupees with Indian digit grouping: 150000 -> '₹1,50,000', -1234.5 -> '-₹1,235' (halves
 * away from zero), for screens, notices and page metadata.
 */
export function formatRupees(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(whole)) {
    intlRupees ??= new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    return intlRupees.format(amount);
  }
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${RUPEE}${groupIndianDigits(String(whole))}`;
}

/** A count or a measure, e.g. 1234567 -> '12,34,567' (fractions as Intl writes them). */
export function formatIndianNumber(value: number): string {
  if (!Number.isSafeInteger(value)) {
    intlNumbers ??= new Intl.NumberFormat('en-IN');
    return intlNumbers.format(value);
  }
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupIndianDigits(String(Math.abs(value)))}`;
}
