import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { pageHeaders, paginate } from './pagination';

const request = (url: string) => ({ url }) as FastifyRequest;

describe('paginate', () => {
  const all = Array.from({ length: 25 }, (_, i) => i);
  it('returns everything without a limit', () => {
    expect(paginate(all, {})).toEqual({ items: all, total: 25, page: 1, limit: null });
  });
  it('cuts the requested page, empty past the end', () => {
    expect(paginate(all, { page: 3, limit: 10 }).items).toEqual([20, 21, 22, 23, 24]);
    expect(paginate(all, { limit: 10 }).items).toEqual(all.slice(0, 10));
    expect(paginate(all, { page: 9, limit: 10 }).items).toEqual([]);
  });
});

describe('pageHeaders', () => {
  it('gives the total, and prev/next links that keep the other parameters', () => {
    expect(
      pageHeaders(request('/api/studio?q=mic&page=2&limit=10'), { total: 25, page: 2, limit: 10 }),
    ).toEqual({
      'x-total-count': '25',
      link: '</api/studio?q=mic&page=1&limit=10>; rel="prev", </api/studio?q=mic&page=3&limit=10>; rel="next"',
    });
    expect(
      pageHeaders(request('/api/studio?limit=10'), { total: 25, page: 3, limit: 10 }).link,
    ).toBe('</api/studio?limit=10&page=2>; rel="prev"');
    expect(pageHeaders(request('/api/studio'), { total: 4, page: 1, limit: null })).toEqual({
      'x-total-count': '4',
    });
  });
});
