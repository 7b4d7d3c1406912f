import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signupRequestSchema } from './accounts';
import { studioInquiryRequestSchema } from './inquiries';
import {
  formatIndianMobile,
  normalizeIndianMobile,
  PHONE_INPUT_MAX_LENGTH,
  whatsappLink,
} from './phone';

/** 10 digits of an Indian mobile number: 6, 7, 8 or 9, then nine digits. */
const mobileDigits = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/))
  .map(([first, rest]) => `${first}${rest}`);

/** What people put between digits, and what may come in front of the number. */
const separator = fc.constantFrom('', ' ', '-', '.', ' - ', '  ');
const prefix = fc.constantFrom(
  '',
  '+91',
  '+91 ',
  '+91-',
  '91',
  '91 ',
  '0',
  '0 ',
  '(+91) ',
  '+91 (0)',
);

/** `digits` as a person might write them: separators between some digits, a prefix in front. */
const written = (digits: string) =>
  fc
    .tuple(prefix, fc.array(separator, { minLength: 9, maxLength: 9 }), fc.boolean())
    .map(([front, gaps, bracketed]) => {
      const body = [...digits].map((digit, index) => `${digit}${gaps[index] ?? ''}`).join('');
      return `${front}${bracketed ? `(${body.slice(0, 5)})${body.slice(5)}` : body}`;
    })
    .filter((text) => text.length <= PHONE_INPUT_MAX_LENGTH);

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['98765.43210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    ['+91 (98765) 43210', '9876543210'],
    [' 6123456789 ', '6123456789'],
    // A number that itself starts with 91 is not mistaken for a prefix.
    ['9123456789', '9123456789'],
  ])('reads %j as %s', (input, digits) => {
    expect(normalizeIndianMobile(input)).toBe(digits);
  });

  it.each([
    '',
    '12345',
    '5876543210',
    '98765432101',
    '+1 98765 43210',
    '+91 98765 4321',
    '+91 9876543210 ext 12',
    '98765/43210',
    '98765_43210',
    '९८७६५४३२१०',
    '9'.repeat(1000),
  ])('refuses %j', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
  });

  it('reads any way of writing a mobile number as its 10 digits', () => {
    fc.assert(
      fc.property(
        mobileDigits.chain((digits) => fc.tuple(fc.constant(digits), written(digits))),
        ([digits, text]) => {
          expect(normalizeIndianMobile(text)).toBe(digits);
        },
      ),
    );
  });

  it('returns 10 digits of a mobile number or nothing, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789+ -.()x') }), (text) => {
        const digits = normalizeIndianMobile(text);
        if (digits !== null) expect(digits).toMatch(/^[6-9]\d{9}$/);
      }),
    );
  });

  it('formats the digits for people and for a WhatsApp chat link', () => {
    expect(formatIndianMobile('9876543210')).toBe('+91 98765 43210');
    expect(whatsappLink('9876543210')).toBe('https://wa.me/919876543210');
    fc.assert(
      fc.property(mobileDigits, (digits) => {
        expect(normalizeIndianMobile(formatIndianMobile(digits))).toBe(digits);
      }),
    );
  });
});

describe('every phone field reads a pasted number the same way', () => {
  const signup = {
    name: 'Priya Nair',
    email: 'priya@example.in',
    password: 'secret1',
    userType: 'customer',
  };
  const inquiry = { name: 'Meera', location: 'Gurgaon', hasRoom: 'yes', needsHelp: 'no' };

  it.each(['+91 98765 43210', '098765-43210', '98765 43210'])('%j', (pasted) => {
    expect(signupRequestSchema.parse({ ...signup, phone: pasted }).phone).toBe('9876543210');
    expect(studioInquiryRequestSchema.parse({ ...inquiry, whatsapp: pasted }).whatsapp).toBe(
      '9876543210',
    );
  });

  it('refuses anything else on signup with the documented message', () => {
    for (const phone of ['+91 98765 ', '12345 67890', '+44 7700 900123']) {
      const result = signupRequestSchema.safeParse({ ...signup, phone });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Phone number must be 10 digits',
      ]);
    }
  });
});
