import { LEADS_PAGE_SIZE, type LeadStatus } from '@studio-hive/domain';

/** What the leads screen asks the server for: search text, open/handled/all, and the page. */
export type LeadFilters = { q: string; status: LeadStatus; page: number };

/** The query string of a leads list (GET /admin/inquiries and /admin/contact-messages). */
export const leadsQuery = ({ q, status, page }: LeadFilters) => ({
  q: q.trim() || undefined,
  status,
  page,
  limit: LEADS_PAGE_SIZE,
});

/** The query key of a leads list; without filters, the prefix of every page and search. */
export const leadsQueryKey = (kind: 'inquiries' | 'contact-messages', filters?: LeadFilters) =>
  filters
    ? (['admin', 'leads', kind, { ...filters, q: filters.q.trim() }] as const)
    : (['admin', 'leads', kind] as const);

/** Mark a lead handled (true) or open again (false). */
export type HandledChange = { id: string; handled: boolean };

export type HandledCallbacks = {
  onSuccess?: (change: HandledChange) => void;
  onError?: (error: Error) => void;
};
