import type { FastifyRequest } from 'fastify';
import { staticPageForPath, type PageHeadSource } from '@studio-hive/domain';
import type { HeadSourceResolver } from './web-app';

/**
 * The head of the fixed pages (/, /about, /help, /contact, /add-your-studio, /terms, /privacy,
 * /studios) when they were not rendered on the server: the served HTML carries each page's own
 * title, description and canonical link, so search engines and link previews see them without
 * running JavaScript.
 */
export const staticPageHeadSource: HeadSourceResolver = async (
  request: FastifyRequest,
): Promise<PageHeadSource | null> => {
  const page = staticPageForPath(request.url);
  return page ? { kind: 'static', page } : null;
};
