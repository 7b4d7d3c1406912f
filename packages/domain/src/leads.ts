import { z } from 'zod';
import { CONTACT_CATEGORIES } from './site-topics';
import { YES_NO } from './inquiries';
import { isSafeText } from './text-safety';

/**
 * The admin's leads screen: the studio inquiries and contact messages the public forms stored
 * (decision 013), newest first, searchable, each marked handled once someone replied to it. Anyone
 * can fill in the forms, so the list is always paged: a flood of rows never becomes one response.
 */

export const LEAD_STATUSES = ['open', 'handled', 'all'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEADS_PAGE_SIZE = 20;
const LEADS_LIMIT_MAX = 100;
const LEADS_PAGE_MAX = 10_000;
const PAGE_MESSAGE = 'page must be a whole number from 1.';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LEADS_LIMIT_MAX}.`;

export const LEAD_MESSAGES = {
  inquiryNotFound: 'Studio inquiry not found',
  contactNotFound: 'Contact message not found',
  statusInvalid: "Status must be 'open', 'handled' or 'all'.",
  searchTooLong: 'Search text is too long.',
  searchInvalid: 'Search text contains characters that are not allowed.',
  markedHandled: 'Marked as handled',
  reopened: 'Marked as open again',
  markFailed: 'Failed to update. Please try again.',
} as const;

/**
 * GET /admin/inquiries and GET /admin/contact-messages: `q` a case-insensitive substring of the
 * sender's words (name, number or e-mail, location or subject and message); `status` open,
 * handled or all (the default); `page` from 1 with `limit` rows (default 20).
 */
export const leadsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, LEAD_MESSAGES.searchTooLong)
    .refine((q) => isSafeText(q), LEAD_MESSAGES.searchInvalid)
    .optional(),
  status: z.enum(LEAD_STATUSES, { error: LEAD_MESSAGES.statusInvalid }).default('all'),
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(LEADS_PAGE_MAX, PAGE_MESSAGE)
    .default(1),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(LEADS_LIMIT_MAX, LIMIT_MESSAGE)
    .default(LEADS_PAGE_SIZE),
});
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;
export type LeadsQueryInput = z.input<typeof leadsQuerySchema>;

/** Who handled a lead and when; both null while it is open (the admin's name, if still there). */
const handledFields = {
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
};

/** A stored owner inquiry of the lead page; `whatsapp` is 10 digits. */
export const studioInquiryLeadSchema = z.object({
  _id: z.string(),
  name: z.string(),
  whatsapp: z.string(),
  location: z.string(),
  hasRoom: z.enum(YES_NO),
  needsHelp: z.enum(YES_NO),
  ...handledFields,
});
export type StudioInquiryLead = z.infer<typeof studioInquiryLeadSchema>;
export const studioInquiryLeadListSchema = z.array(studioInquiryLeadSchema);

/** A stored message of the Contact page; `email` as typed, never verified. */
export const contactMessageLeadSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.enum(CONTACT_CATEGORIES),
  ...handledFields,
});
export type ContactMessageLead = z.infer<typeof contactMessageLeadSchema>;
export const contactMessageLeadListSchema = z.array(contactMessageLeadSchema);
