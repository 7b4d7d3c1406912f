import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SUPPORT_EMAIL } from './constants';
import { CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS } from './site-topics';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGES,
  CONTACT_SUBJECT_MAX_LENGTH,
  contactRequestSchema,
  INQUIRY_LOCATION_MAX_LENGTH,
  INQUIRY_MESSAGES,
  studioInquiryRequestSchema,
} from './inquiries';

/** The message of each failing field for `input`, or {} when it passes. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const inquiry = {
  name: 'Meera Nair',
  whatsapp: '98765 43210',
  location: 'Sector 29, Gurgaon',
  hasRoom: 'yes',
  needsHelp: 'no',
};

const contact = {
  name: 'Arjun Mehta',
  email: 'Arjun@Example.com',
  subject: 'Booking question',
  message: 'Can I bring my own microphone?\nThanks.',
  category: 'booking',
};

describe('the documented texts (docs/product.md#messages)', () => {
  it('point people who are refused for sending too much to the support address', () => {
    expect(INQUIRY_MESSAGES.tooMany).toContain(SUPPORT_EMAIL);
    expect(CONTACT_MESSAGES.tooMany).toContain(SUPPORT_EMAIL);
  });
});

describe('studioInquiryRequestSchema', () => {
  it('accepts a complete inquiry, trimmed, with the number as 10 digits', () => {
    expect(
      studioInquiryRequestSchema.parse({
        ...inquiry,
        name: '  Meera Nair ',
        whatsapp: '+91 98765-43210',
        location: ' Sector 29, Gurgaon  ',
      }),
    ).toEqual({ ...inquiry, whatsapp: '9876543210' });
  });

  it("says 'Please fill in all required fields' for a missing name, number or location", () => {
    for (const field of ['name', 'whatsapp', 'location'] as const) {
      for (const value of [undefined, '', '   ', null, 42]) {
        expect(fieldErrors(studioInquiryRequestSchema, { ...inquiry, [field]: value })).toEqual({
          [field]: 'Please fill in all required fields',
        });
      }
    }
    expect(Object.values(fieldErrors(studioInquiryRequestSchema, {}))).toEqual(
      expect.arrayContaining(['Please fill in all required fields']),
    );
  });

  it('explains a number that is not an Indian mobile number', () => {
    expect(
      fieldErrors(studioInquiryRequestSchema, { ...inquiry, whatsapp: '12345' }).whatsapp,
    ).toBe(INQUIRY_MESSAGES.whatsappInvalid);
  });

  it('wants yes or no for hasRoom and needsHelp', () => {
    for (const value of [undefined, 'maybe', true, 'YES', '']) {
      expect(fieldErrors(studioInquiryRequestSchema, { ...inquiry, hasRoom: value })).toEqual({
        hasRoom: INQUIRY_MESSAGES.hasRoomRequired,
      });
      expect(fieldErrors(studioInquiryRequestSchema, { ...inquiry, needsHelp: value })).toEqual({
        needsHelp: INQUIRY_MESSAGES.needsHelpRequired,
      });
    }
  });

  it('bounds the lengths and refuses line breaks and control characters in one-line fields', () => {
    expect(
      fieldErrors(studioInquiryRequestSchema, {
        ...inquiry,
        location: 'a'.repeat(INQUIRY_LOCATION_MAX_LENGTH),
      }),
    ).toEqual({});
    expect(
      fieldErrors(studioInquiryRequestSchema, {
        ...inquiry,
        location: 'a'.repeat(INQUIRY_LOCATION_MAX_LENGTH + 1),
      }).location,
    ).toBe(INQUIRY_MESSAGES.locationTooLong);
    expect(
      fieldErrors(studioInquiryRequestSchema, { ...inquiry, name: 'a'.repeat(101) }).name,
    ).toBe('Name must be at most 100 characters');
    for (const bad of ['Meera\r\nBcc: spy@attacker.test', 'Meera\u0000', 'Meera\u202Etxt']) {
      expect(fieldErrors(studioInquiryRequestSchema, { ...inquiry, name: bad }).name).toBe(
        'Name must contain only printable characters',
      );
      expect(fieldErrors(studioInquiryRequestSchema, { ...inquiry, location: bad }).location).toBe(
        INQUIRY_MESSAGES.locationInvalid,
      );
    }
  });
});

describe('contactRequestSchema', () => {
  it('accepts a complete message: trimmed, the e-mail lower-cased, line breaks kept', () => {
    expect(
      contactRequestSchema.parse({
        ...contact,
        subject: ' Booking question ',
        name: ' Arjun Mehta',
      }),
    ).toEqual({ ...contact, email: 'arjun@example.com' });
  });

  it('requires every field, each with its own message', () => {
    expect(fieldErrors(contactRequestSchema, {})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: CONTACT_MESSAGES.subjectRequired,
      message: CONTACT_MESSAGES.messageRequired,
      category: CONTACT_MESSAGES.categoryRequired,
    });
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(Object.keys(fieldErrors(contactRequestSchema, { ...contact, [field]: '  ' }))).toEqual(
        [field],
      );
    }
  });

  it('takes the six categories of docs/product.md and nothing else', () => {
    for (const category of CONTACT_CATEGORIES) {
      expect(fieldErrors(contactRequestSchema, { ...contact, category })).toEqual({});
    }
    expect(CONTACT_CATEGORIES).toHaveLength(6);
    expect(Object.keys(CONTACT_CATEGORY_LABELS)).toEqual([...CONTACT_CATEGORIES]);
    for (const category of ['', 'other', 'General', 'general ']) {
      expect(fieldErrors(contactRequestSchema, { ...contact, category }).category).toBe(
        CONTACT_MESSAGES.categoryRequired,
      );
    }
  });

  it('checks the e-mail like the account forms do, refusing address lists', () => {
    for (const email of [
      'arjun',
      'arjun@example',
      'a@example.com,spy@attacker.test',
      'A <a@b.co>',
    ]) {
      expect(fieldErrors(contactRequestSchema, { ...contact, email }).email).toBe(
        'Email is invalid',
      );
    }
  });

  it('bounds subject and message, and keeps control characters out', () => {
    expect(
      fieldErrors(contactRequestSchema, {
        ...contact,
        subject: 'a'.repeat(CONTACT_SUBJECT_MAX_LENGTH + 1),
        message: 'a'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1),
      }),
    ).toEqual({
      subject: CONTACT_MESSAGES.subjectTooLong,
      message: CONTACT_MESSAGES.messageTooLong,
    });
    expect(
      fieldErrors(contactRequestSchema, {
        ...contact,
        message: 'a'.repeat(CONTACT_MESSAGE_MAX_LENGTH),
      }),
    ).toEqual({});
    expect(
      fieldErrors(contactRequestSchema, {
        ...contact,
        subject: 'Hello\r\nBcc: spy@attacker.test',
        message: 'Line one\r\n\tLine two\u0007',
      }),
    ).toEqual({
      subject: CONTACT_MESSAGES.subjectInvalid,
      message: CONTACT_MESSAGES.messageInvalid,
    });
    expect(
      fieldErrors(contactRequestSchema, { ...contact, message: 'Line one\r\n\tLine two' }),
    ).toEqual({});
  });
});
