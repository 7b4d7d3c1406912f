import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studioInquiryLeadListSchema } from '@studio-hive/domain';
import { apiRequestPage } from '../../../lib/api-client';
import { ALL_LEADS, leadsQuery, type LeadFilters } from './lead-filters';

/** GET /admin/inquiries: the lead page's inquiries, newest first, one page with its total. */
export function getStudioInquiries(filters: LeadFilters, signal?: AbortSignal) {
  return apiRequestPage('/admin/inquiries', {
    query: leadsQuery(filters),
    schema: studioInquiryLeadListSchema,
    signal,
  });
}

/**
 * Key ['admin', 'leads', 'inquiries', filters]. Without filters the options carry the key of every
 * page and search, for invalidation only: `getStudioInquiriesQueryOptions().queryKey`.
 */
export const getStudioInquiriesQueryOptions = (filters?: LeadFilters) =>
  queryOptions({
    queryKey: filters
      ? ['admin', 'leads', 'inquiries', { ...filters, q: filters.q.trim() }]
      : ['admin', 'leads', 'inquiries'],
    queryFn: ({ signal }) => getStudioInquiries(filters ?? ALL_LEADS, signal),
  });

/** Keeps the previous page on screen while another search, filter or page loads. */
export function useStudioInquiries(filters: LeadFilters, enabled = true) {
  return useQuery({
    ...getStudioInquiriesQueryOptions(filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}
