import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contactMessageLeadListSchema } from '@studio-hive/domain';
import { apiRequestPage } from '../../../lib/api-client';
import { leadsQuery, leadsQueryKey, type LeadFilters } from './lead-filters';

/** GET /admin/contact-messages: the Contact page's messages, newest first, one page with its total. */
export function getContactMessages(filters: LeadFilters, signal?: AbortSignal) {
  return apiRequestPage('/admin/contact-messages', {
    query: leadsQuery(filters),
    schema: contactMessageLeadListSchema,
    signal,
  });
}

/** Key ['admin', 'leads', 'contact-messages', filters]. */
export const getContactMessagesQueryOptions = (filters: LeadFilters) =>
  queryOptions({
    queryKey: leadsQueryKey('contact-messages', filters),
    queryFn: ({ signal }) => getContactMessages(filters, signal),
  });

/** Keeps the previous page on screen while another search, filter or page loads. */
export function useContactMessages(filters: LeadFilters, enabled = true) {
  return useQuery({
    ...getContactMessagesQueryOptions(filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}
