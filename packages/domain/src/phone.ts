import { z } from 'zod';

/**
 * Indian mobile numbers, the one reading of every phone number people type or paste (signup, the
 * owner inquiry's WhatsApp number, the user:create command). The API stores the 10 digits.
 */

export const PHONE_DIGITS = 10;

/**
 * Room for '+91 (98765) 43210' with stray spaces; anything longer is not a phone number. Inputs
 * may hold this much, so a pasted '+91 98765 43210' is never cut short.
 */
export const PHONE_INPUT_MAX_LENGTH = 30;

/** What people put between the digits: spaces, dashes, dots and brackets. */
const SEPARATORS = /[\s.()-]/g;

/**
 * An Indian mobile number as 10 digits, from what people type: separators anywhere and an
 * optional +91, 91 or 0 in front, or both ('+91 98765-43210', '098765 43210',
 * '+91 (0) 98765 43210' -> '9876543210'). Mobile
 * numbers start with 6, 7, 8 or 9, so a number that itself starts with 91 is never read as a
 * prefix. Null for anything else.
 */
export function normalizeIndianMobile(value: string): string | null {
  if (value.length > PHONE_INPUT_MAX_LENGTH) return null;
  const compact = value.replace(SEPARATORS, '');
  return /^(?:\+?91)?0?([6-9]\d{9})$/.exec(compact)?.[1] ?? null;
}

/** '9876543210' -> '+91 98765 43210', as people read it. */
export function formatIndianMobile(digits: string): string {
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** A chat link for a 10-digit Indian mobile number: '9876543210' -> 'https://wa.me/919876543210'. */
export function whatsappLink(digits: string): string {
  return `https://wa.me/91${digits}`;
}

/** A required phone number field of a form or request: comes out as its 10 digits. */
export const phoneField = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { message: messages.required, abort: true })
    .transform((value, context) => {
      const digits = normalizeIndianMobile(value);
      if (digits) return digits;
      context.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    });

/**
 * An optional phone number field: absent or blank is none (undefined), anything else must read
 * as an Indian mobile number and comes out as its 10 digits.
 */
export const optionalPhoneField = (invalid: string) =>
  z
    .string({ error: invalid })
    .max(PHONE_INPUT_MAX_LENGTH, { message: invalid, abort: true })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === '') return undefined;
      const digits = normalizeIndianMobile(value.trim());
      if (digits) return digits;
      context.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });
