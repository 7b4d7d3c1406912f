import type { FastifyRequest } from 'fastify';

/** Optional paging of a list endpoint (docs/api.md: `page` from 1, `limit` 1..100). */
export type PageRequest = { page?: number | undefined; limit?: number | undefined };

/**
 * `total` counts every item over all pages; with `capped`, counting stopped there and more than
 * `total` match (a broad search of the admin's bookings: decision 038).
 */
export type Page<T> = {
  items: T[];
  total: number;
  page: number;
  limit: number | null;
  capped?: boolean;
};

/**
 * One page of `all` (all of it without `limit`), and the headers that describe it:
 * `X-Total-Count` always (with `X-Total-Count-Capped: true` when it is a lower bound), `Link`
 * with rel="prev"/"next" when paged (RFC 8288), built from the request's own path and query so
 * every other parameter is kept.
 */
export function paginate<T>(all: readonly T[], query: PageRequest): Page<T> {
  const total = all.length;
  if (query.limit === undefined) return { items: [...all], total, page: 1, limit: null };
  const page = query.page ?? 1;
  const start = (page - 1) * query.limit;
  return { items: all.slice(start, start + query.limit), total, page, limit: query.limit };
}

export function pageHeaders(
  request: FastifyRequest,
  page: Pick<Page<unknown>, 'total' | 'page' | 'limit' | 'capped'>,
): Record<string, string> {
  const headers: Record<string, string> = { 'x-total-count': String(page.total) };
  if (page.capped) headers['x-total-count-capped'] = 'true';
  if (page.limit === null) return headers;
  const [path = '', search = ''] = request.url.split('?');
  const linkTo = (target: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(target));
    params.set('limit', String(page.limit));
    return `<${path}?${params.toString()}>`;
  };
  const links: string[] = [];
  if (page.page > 1) links.push(`${linkTo(page.page - 1)}; rel="prev"`);
  if (page.capped || page.page * page.limit < page.total)
    links.push(`${linkTo(page.page + 1)}; rel="next"`);
  if (links.length > 0) headers.link = links.join(', ');
  return headers;
}
