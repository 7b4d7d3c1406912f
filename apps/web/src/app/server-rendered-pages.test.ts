import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRoutesFromElements, generatePath, matchRoutes } from 'react-router';
import { routeTree } from './routes';
import { SERVER_RENDERED_PAGES } from './server-rendered-pages';

const routes = createRoutesFromElements(routeTree);
/** apps/web, where the build manifest's keys start (the tests run from the repository's root). */
const webRoot = 'apps/web/';

describe('SERVER_RENDERED_PAGES', () => {
  it.each(SERVER_RENDERED_PAGES)(
    '$path is a route of its own, rendered by $module',
    ({ path, module }) => {
      const url = generatePath(path, { city: 'noida', studioId: 's-1' });
      const matched = matchRoutes(routes, url)?.at(-1)?.route;
      expect(matched?.path ?? (matched?.index ? '/' : undefined)).not.toBe('*');
      expect(matched?.path === undefined && !matched?.index).toBe(false);
      // The key the build manifest gives the screen's module, for the API to preload it.
      expect(existsSync(`${webRoot}${module}`)).toBe(true);
    },
  );
});
