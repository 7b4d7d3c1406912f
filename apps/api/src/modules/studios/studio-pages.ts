import type { FastifyRequest } from 'fastify';
import { cityFromSlug } from '@studio-hive/domain';
import { AppError } from '../../http/errors';
import { cityPageMeta, siteBase, studioPageMeta, type PageMeta } from '../../http/page-meta';
import type { PageMetaResolver } from '../../http/web-app';
import { isUuid } from '../../lib/uuid';
import { getStudio, listStudios, type StudiosContext } from './studios.service';

const STUDIO_PAGE = /^\/studios\/([^/?#]+)\/?$/;
const CITY_PAGE = /^\/studios\/in\/([A-Za-z0-9-]{1,60})\/?$/;

/**
 * Metadata for /studios/{id} and /studios/in/{city}, always from the guest's (masked) view: the
 * HTML is the same for everyone, and crawlers and link previews are guests.
 */
export function studioPageMetaResolver(
  ctx: StudiosContext,
  publicUrl: string | undefined,
): PageMetaResolver {
  return async (request: FastifyRequest): Promise<PageMeta | null> => {
    const path = request.url.split('?')[0] ?? '';
    const base = siteBase(request, publicUrl);
    if (!base) return null;
    const city = CITY_PAGE.exec(path)?.[1];
    if (city) {
      const name = cityFromSlug(city);
      const page = await listStudios(ctx, null, { city: name });
      return page.total > 0 ? cityPageMeta(name, city.toLowerCase(), page.items, base) : null;
    }
    const id = STUDIO_PAGE.exec(path)?.[1];
    if (!id || !isUuid(id)) return null;
    try {
      return studioPageMeta(await getStudio(ctx, null, id), base);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  };
}
