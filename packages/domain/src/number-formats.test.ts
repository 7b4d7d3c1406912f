import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatRupees } from './pricing';

// What the app wrote before (decision 055): the output must stay Intl's, number for number.
const intlRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const intlNumbers = new Intl.NumberFormat('en-IN');

const specialValues = [
  0,
  -0,
  0.5,
  -0.5,
  -0.4,
  1.005,
  2.5,
  999,
  1000,
  99_999,
  1_00_000,
  1_50_000,
  12_34_567,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 70,
  1e21,
  Number.MIN_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

describe('formatRupees', () => {
  it('writes whole rupees in Indian digit grouping', () => {
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(1999)).toBe('₹1,999');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(-1234.5)).toBe('-₹1,235');
  });

  it("writes every amount as Intl's en-IN rupees do", () => {
    for (const value of specialValues) expect(formatRupees(value)).toBe(intlRupees.format(value));
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ min: -1e15, max: 1e15 })),
        (value) => formatRupees(value) === intlRupees.format(value),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatIndianNumber', () => {
  it('writes counts and measures in Indian digit grouping', () => {
    expect(formatIndianNumber(950)).toBe('950');
    expect(formatIndianNumber(2400)).toBe('2,400');
    expect(formatIndianNumber(1234567)).toBe('12,34,567');
  });

  it("writes every number as Intl's en-IN does", () => {
    for (const value of [...specialValues, 1234.5678, -0.0001]) {
      expect(formatIndianNumber(value)).toBe(intlNumbers.format(value));
    }
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double()),
        (value) => formatIndianNumber(value) === intlNumbers.format(value),
      ),
      { numRuns: 2000 },
    );
  });
});
