/**
 * The topics of the Contact form and the Help Center's FAQ (docs/product.md#static-pages and
 * docs/product.md#inquiries). Apart from constants.ts, which every page downloads first: only
 * those pages and the team's inbox need them (decision 014).
 */

export const CONTACT_CATEGORIES = [
  'general',
  'booking',
  'studio',
  'technical',
  'billing',
  'partnership',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
/** docs/product.md names the values only; these are our labels for the contact form. */
export const CONTACT_CATEGORY_LABELS: Readonly<Record<ContactCategory, string>> = {
  general: 'General Inquiry',
  booking: 'Booking Support',
  studio: 'Studio Listing',
  technical: 'Technical Support',
  billing: 'Billing & Payments',
  partnership: 'Partnership',
};

export const FAQ_CATEGORIES = [
  'all',
  'booking',
  'studio-management',
  'account',
  'general-technical',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const FAQ_CATEGORY_LABELS: Readonly<Record<FaqCategory, string>> = {
  all: 'All Topics',
  booking: 'Booking',
  'studio-management': 'Studio Management',
  account: 'Account',
  'general-technical': 'General & Technical',
};
