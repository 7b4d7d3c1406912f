import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contactMessageLeadListSchema } from '@studio-hive/domain';
import { apiRequestPage } from '../../../lib/api-client';
import { ALL_LEADS, leadsQuery, type LeadFilters } from './lead-filters';

/** GET /admin/contact-messages: the Contact page's messages, newest first, one page with its total. */
export function getContactMessages(filters: LeadFilters, signal?: AbortSignal) {
  return apiRequestPage('/admin/contact-messages', {
    query: leadsQuery(filters),
    schema: contactMessageLeadListSchema,
    signal,
  });
}

/**
 * Key ['admin', 'leads', 'contact-messages', filters]. Without filters the options carry the key of every
 * page and search, for invalidation only: `getContactMessagesQueryOptions().queryKey`.
 */
export const getContactMessagesQueryOptions = (filters?: LeadFilters) =>
  queryOptions({
    queryKey: filters
      ? ['admin', 'leads', 'contact-messages', { ...filters, q: filters.q.trim() }]
      : ['admin', 'leads', 'contact-messages'],
    queryFn: ({ signal }) => getContactMessages(filters ?? ALL_LEADS, signal),
  });

/** Keeps the previous page on screen while another search, filter or page loads. */
export function useContactMessages(filters: LeadFilters, enabled = true) {
  return useQuery({
    ...getContactMessagesQueryOptions(filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}
