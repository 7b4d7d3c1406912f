import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES, LEADS_PAGE_SIZE, leadsQuerySchema } from './leads';

const messageOf = (input: unknown) => {
  const result = leadsQuerySchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('leadsQuerySchema', () => {
  it('returns every lead, first page of 20, without parameters', () => {
    expect(leadsQuerySchema.parse({})).toEqual({ status: 'all', page: 1, limit: LEADS_PAGE_SIZE });
  });

  it('reads query-string values', () => {
    expect(
      leadsQuerySchema.parse({ q: ' 50% off ', status: 'open', page: '2', limit: '5' }),
    ).toEqual({ q: '50% off', status: 'open', page: 2, limit: 5 });
  });

  it('refuses a bad status, paging or search text with a sentence', () => {
    expect(messageOf({ status: 'closed' })).toBe(LEAD_MESSAGES.statusInvalid);
    expect(messageOf({ page: '0' })).toBe('page must be a whole number from 1.');
    expect(messageOf({ limit: '101' })).toBe('limit must be a whole number from 1 to 100.');
    expect(messageOf({ q: 'x'.repeat(101) })).toBe(LEAD_MESSAGES.searchTooLong);
    expect(messageOf({ q: 'a\u0000b' })).toBe(LEAD_MESSAGES.searchInvalid);
  });
});
