import type { FastifyRequest } from 'fastify';
import { staticPageForPath } from '@studio-hive/domain';
import { siteBase, staticPageMeta, type PageMeta } from './page-meta';
import type { PageMetaResolver } from './web-app';

/**
 * Metadata for the fixed pages (/, /about, /help, /contact, /add-your-studio, /terms, /privacy,
 * /studios): the served HTML carries each page's own title, description and canonical link, so
 * search engines and link previews see them without running JavaScript.
 */
export function staticPageMetaResolver(publicUrl: string | undefined): PageMetaResolver {
  return async (request: FastifyRequest): Promise<PageMeta | null> => {
    const page = staticPageForPath(request.url);
    if (!page) return null;
    const base = siteBase(request, publicUrl);
    return base ? staticPageMeta(page, base) : null;
  };
}
