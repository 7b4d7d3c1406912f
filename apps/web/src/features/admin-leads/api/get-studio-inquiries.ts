import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studioInquiryLeadListSchema } from '@studio-hive/domain';
import { apiRequestPage } from '../../../lib/api-client';
import { leadsQuery, leadsQueryKey, type LeadFilters } from './lead-filters';

/** GET /admin/inquiries: the lead page's inquiries, newest first, one page with its total. */
export function getStudioInquiries(filters: LeadFilters, signal?: AbortSignal) {
  return apiRequestPage('/admin/inquiries', {
    query: leadsQuery(filters),
    schema: studioInquiryLeadListSchema,
    signal,
  });
}

/** Key ['admin', 'leads', 'inquiries', filters]. */
export const getStudioInquiriesQueryOptions = (filters: LeadFilters) =>
  queryOptions({
    queryKey: leadsQueryKey('inquiries', filters),
    queryFn: ({ signal }) => getStudioInquiries(filters, signal),
  });

/** Keeps the previous page on screen while another search, filter or page loads. */
export function useStudioInquiries(filters: LeadFilters, enabled = true) {
  return useQuery({
    ...getStudioInquiriesQueryOptions(filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}
