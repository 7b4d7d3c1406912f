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

/** The first page of every lead, open or handled (the options' request when they carry no filters). */
export const ALL_LEADS: LeadFilters = { q: '', status: 'all', page: 1 };

/** Mark a lead handled (true) or open again (false). */
export type HandledChange = { id: string; handled: boolean };

export type HandledCallbacks = {
  onSuccess?: (change: HandledChange) => void;
  onError?: (error: Error) => void;
};
