import { z } from 'zod';
import { emailField, personNameField } from './accounts';
import { SUPPORT_EMAIL } from './constants';
import { CONTACT_CATEGORIES } from './site-topics';
import { phoneField } from './phone';
import { isSafeText } from './text-safety';

/**
 * The two public forms (docs/product.md#inquiries, docs/api.md#public-forms and docs/product.md#messages; docs/api.md): the owner inquiry of the lead
 * page (POST /studio-inquiry) and the contact message (POST /contact). Anyone may send them, so
 * every field is bounded and single-line fields refuse line breaks and other control characters:
 * what people write goes into an e-mail to the team (decision 013).
 */

export const INQUIRY_LOCATION_MAX_LENGTH = 200;
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The lead page's sample figure (docs/product.md#overview): 10 sessions a day at 2,500 rupees each. */
export const OWNER_SAMPLE_FIGURE = { sessionsPerDay: 10, pricePerSession: 2500 } as const;
/** A submitted studio is verified and its listing activated within 48 hours (docs/product.md#overview). */
export const LISTING_ACTIVATION_HOURS = 48;

export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];
export const YES_NO_LABELS: Readonly<Record<YesNo, string>> = { yes: 'Yes', no: 'No' };

export const INQUIRY_MESSAGES = {
  // docs/product.md#inquiries and docs/product.md#messages.
  requiredFields: 'Please fill in all required fields',
  submitted: "Thank you! We'll contact you within 24 hours with your studio starter plan.",
  submitFailed: 'Failed to submit inquiry. Please try again.',
  // Ours (docs/product.md leaves them to us).
  whatsappInvalid:
    'Please enter a 10-digit Indian mobile number, like 98765 43210 (with or without +91).',
  locationTooLong: `Location must be at most ${INQUIRY_LOCATION_MAX_LENGTH} characters.`,
  locationInvalid: 'Location contains characters that are not allowed.',
  hasRoomRequired: 'Please tell us whether you already have a room.',
  needsHelpRequired: 'Please tell us whether you would like help setting it up.',
  tooMany: `You have sent several inquiries in the last hour. Please wait an hour and try again, or write to us at ${SUPPORT_EMAIL}.`,
} as const;

export const CONTACT_MESSAGES = {
  // docs/product.md#messages.
  sent: "Message sent successfully! We'll get back to you within 24 hours.",
  sendFailed: 'Failed to send message. Please try again.',
  // Ours: docs/product.md#inquiries says only that every field is required.
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CONTACT_SUBJECT_MAX_LENGTH} characters.`,
  subjectInvalid: 'Subject contains characters that are not allowed.',
  messageRequired: 'Message is required',
  messageTooLong: `Your message can be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
  messageInvalid: 'Your message contains characters that are not allowed.',
  categoryRequired: 'Please choose a category',
  tooMany: `You have sent several messages in the last hour. Please wait an hour and try again, or write to us at ${SUPPORT_EMAIL}.`,
} as const;

/** Required text on one line: trimmed, at most `max` characters, no control characters. */
const singleLine = (required: string, max: number, tooLong: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .max(max, { message: tooLong, abort: true })
    .refine((value) => isSafeText(value), invalid);

const whatsappField = phoneField({
  required: INQUIRY_MESSAGES.requiredFields,
  invalid: INQUIRY_MESSAGES.whatsappInvalid,
});

/**
 * POST /studio-inquiry and the lead page's form (docs/product.md#inquiries and docs/api.md#public-forms). Name, WhatsApp number
 * and location are required with one message (docs/product.md#inquiries); `whatsapp` comes out as 10 digits.
 */
export const studioInquiryRequestSchema = z.object({
  name: personNameField(INQUIRY_MESSAGES.requiredFields),
  whatsapp: whatsappField,
  location: singleLine(
    INQUIRY_MESSAGES.requiredFields,
    INQUIRY_LOCATION_MAX_LENGTH,
    INQUIRY_MESSAGES.locationTooLong,
    INQUIRY_MESSAGES.locationInvalid,
  ),
  hasRoom: z.enum(YES_NO, { error: INQUIRY_MESSAGES.hasRoomRequired }),
  needsHelp: z.enum(YES_NO, { error: INQUIRY_MESSAGES.needsHelpRequired }),
});
export type StudioInquiryRequest = z.infer<typeof studioInquiryRequestSchema>;
export type StudioInquiryFormInput = z.input<typeof studioInquiryRequestSchema>;

/** POST /contact and the contact form (docs/product.md#inquiries and docs/api.md#public-forms): every field is required. */
export const contactRequestSchema = z.object({
  name: personNameField(),
  email: emailField(),
  subject: singleLine(
    CONTACT_MESSAGES.subjectRequired,
    CONTACT_SUBJECT_MAX_LENGTH,
    CONTACT_MESSAGES.subjectTooLong,
    CONTACT_MESSAGES.subjectInvalid,
  ),
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, { message: CONTACT_MESSAGES.messageRequired, abort: true })
    .max(CONTACT_MESSAGE_MAX_LENGTH, { message: CONTACT_MESSAGES.messageTooLong, abort: true })
    .refine((value) => isSafeText(value, { multiline: true }), CONTACT_MESSAGES.messageInvalid),
  category: z.enum(CONTACT_CATEGORIES, { error: CONTACT_MESSAGES.categoryRequired }),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactFormInput = z.input<typeof contactRequestSchema>;
