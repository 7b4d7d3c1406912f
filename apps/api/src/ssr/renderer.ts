import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageHeadSource } from '@studio-hive/domain';

/**
 * Server-side rendering of the public pages (docs/decisions/017 and 022): the web app's own
 * screens rendered to HTML with the responses they asked for, so a phone paints the studios
 * before any script has arrived, and the browser's copy of the app hydrates the page in place.
 */

/** A page as the web app's server entry rendered it. */
export type RenderedPage = {
  /** The markup inside #root. */
  html: string;
  /** The responses the page was rendered from, for the browser's query cache (dehydrated). */
  state: unknown;
  /** Source modules of the screens rendered (as the build manifest keys them), to preload. */
  modules: string[];
  /** What the page's head is made from, as its screen named it while rendering (if it did). */
  head?: PageHeadSource | null | undefined;
};

/** What the web app's server entry exports (apps/web/src/entry-server.tsx). */
export type ServerEntry = {
  /**
   * The page at `url` (path and query) as a guest sees it, asking the API through `fetch`; null
   * when the page is not rendered on the server (signed-in screens, a failed response).
   */
  renderPage(url: string, options: { fetch: typeof fetch }): Promise<RenderedPage | null>;
};

/** Renders the page of a request, or gives null for the browser to render it. */
export type PageRenderer = (request: FastifyRequest) => Promise<RenderedPage | null>;

/** Where `vite build --ssr` writes the server entry: beside the web app's dist folder. */
const SERVER_ENTRY_FILE = join('..', 'dist-server', 'entry-server.js');

/**
 * The server entry of the web build in `webDistDir`, or null when it was not built (tests that
 * use a stand-in build): pages are then rendered in the browser only, as before.
 */
export async function loadServerEntry(webDistDir: string): Promise<ServerEntry | null> {
  const file = join(webDistDir, SERVER_ENTRY_FILE);
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as Partial<ServerEntry>;
  if (typeof entry.renderPage !== 'function') {
    throw new Error(`${file} does not export renderPage: rebuild the web app.`);
  }
  return entry as ServerEntry;
}

/**
 * A `fetch` for the server entry that asks this app in-process (Fastify's inject): the same
 * routes, masking and caches as the browser's calls, no socket. Counted against the visitor's
 * address, as the browser's own call would be.
 */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    // A render only reads; nothing it does may change anything.
    if (init?.method && init.method !== 'GET') throw new Error(`A render sent ${init.method}`);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: 'GET',
      url,
      headers,
      remoteAddress: request.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, `${one}`);
    }
    const noBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(noBody ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

export type PageRendererOptions = {
  /** Registers a listener for catalogue changes, which drop the cached pages. */
  onCatalogueChange?: (listener: () => void) => void;
  /** Rendered pages cached, by address (oldest dropped first). */
  maxPages?: number;
  /** How long a cached page is sent again, at most (for anything that changes with the clock). */
  maxAgeMs?: number;
  /** Pages rendered at once; a request beyond that gets index.html and its browser renders it. */
  maxRendering?: number;
  /** Whether this request may have a page rendered (a per-address limit); else it goes unrendered. */
  mayRender?: (request: FastifyRequest) => Promise<boolean>;
  clock?: () => number;
};

/**
 * Renders visitors' pages, caching each for the next visitor until the catalogue changes: the
 * page of a visitor is the same for every visitor, and rendering one costs milliseconds of CPU
 * where sending a cached one costs nothing (bench/web.md). A free-time search (`date=`) depends on
 * the bookings too, which do not change the catalogue: it is rendered every time. Rendering is
 * capped, so a flood of new addresses costs a few renders at a time, never the server.
 */
export function createPageRenderer(
  app: FastifyInstance,
  entry: ServerEntry,
  options: PageRendererOptions = {},
): PageRenderer {
  const { maxPages = 200, maxAgeMs = 60_000, maxRendering = 4, clock = Date.now } = options;
  const cached = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();
  options.onCatalogueChange?.(() => cached.clear());
  let rendering = 0;

  const render = async (request: FastifyRequest) => {
    try {
      return await entry.renderPage(request.url, { fetch: inProcessFetch(app, request) });
    } catch (error) {
      // The browser can still render the page: a failed SSR costs speed, not the page.
      request.log.error({ err: error }, 'Rendering the page on the server failed');
      return null;
    } finally {
      rendering -= 1;
    }
  };

  return async (request) => {
    const url = request.url;
    const cacheable = !/[?&]date=/.test(url);
    const cachedPage = () => {
      const hit = cacheable ? cached.get(url) : undefined;
      return hit && clock() - hit.at < maxAgeMs ? hit.page : undefined;
    };
    const hit = cachedPage();
    if (hit) return hit;
    if (rendering >= maxRendering) return null;
    if (options.mayRender) {
      if (!(await options.mayRender(request))) return null;
      // While the limit was asked, the page may have been started or the cap reached.
      const started = cachedPage();
      if (started) return started;
      if (rendering >= maxRendering) return null;
    }
    rendering += 1;
    const page = render(request);
    if (cacheable) {
      if (cached.size >= maxPages) cached.delete(cached.keys().next().value!);
      const entry = { at: clock(), page };
      cached.set(url, entry);
      // Pages not rendered (an unknown studio, a failure) are not cached: cheap to refuse.
      void page.then((rendered) => {
        if (!rendered && cached.get(url) === entry) cached.delete(url);
      });
    }
    return page;
  };
}
