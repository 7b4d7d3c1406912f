import type { FastifyRequest } from 'fastify';
import { cityFromSlug, type PageHeadSource } from '@studio-hive/domain';
import { AppError } from '../http/errors';
import type { HeadSourceResolver } from './web-app';
import { isUuid } from '../lib/uuid';
import { getStudio, listStudios, type StudiosContext } from '../modules/studios/studios.service';

const STUDIO_PAGE = /^\/studios\/([^/?#]+)\/?$/;
const CITY_PAGE = /^\/studios\/in\/([A-Za-z0-9-]{1,60})\/?$/;

/**
 * The head's source for /studios/{id} and /studios/in/{city}, always from the guest's (masked)
 * view: the HTML is the same for everyone, and crawlers and link previews are guests. A city's head
 * counts all its studios, which its listing page (paged) never loads; a studio page rendered on the
 * server names its studio itself, so this loads one only for a page that was not rendered
 * (docs/decisions/022).
 */
export function studioPageHeadSource(ctx: StudiosContext): HeadSourceResolver {
  return async (request: FastifyRequest): Promise<PageHeadSource | null> => {
    const path = request.url.split('?')[0] ?? '';
    const city = CITY_PAGE.exec(path)?.[1];
    if (city) {
      const name = cityFromSlug(city);
      const page = await listStudios(ctx, null, { city: name });
      return page.total > 0
        ? { kind: 'city', city: name, slug: city.toLowerCase(), studios: page.items }
        : null;
    }
    const id = STUDIO_PAGE.exec(path)?.[1];
    if (!id || !isUuid(id)) return null;
    try {
      return { kind: 'studio', studio: await getStudio(ctx, null, id) };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  };
}
