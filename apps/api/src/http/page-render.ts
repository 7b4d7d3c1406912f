import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scriptSafeJson } from './page-meta';

/**
 * Public pages drawn on the server (docs/decisions/017): the web app's own screens rendered to
 * HTML with the answers they asked for, so a phone paints the studios before any script has
 * arrived, and the browser's copy of the app takes the page over where it stands (hydration).
 */

/** A page as the web app's server entry drew it. */
export type RenderedPage = {
  /** The markup inside #root. */
  html: string;
  /** The answers the page was drawn from, for the browser's query cache (TanStack's dehydrate). */
  state: unknown;
  /** Source modules of the screens drawn (as the build manifest keys them), to preload. */
  modules: string[];
};

/** What the web app's server entry exports (apps/web/src/entry-server.tsx). */
export type ServerEntry = {
  /**
   * The page at `url` (path and query) as a guest sees it, asking the API through `fetch`; null
   * when the page is not drawn on the server (signed-in screens, a failed answer).
   */
  renderPage(url: string, options: { fetch: typeof fetch }): Promise<RenderedPage | null>;
};

/** Draws the page of a request, or answers null for the browser to draw it. */
export type PageRenderer = (request: FastifyRequest) => Promise<RenderedPage | null>;

/** Where `vite build --ssr` writes the server entry: beside the web app's dist folder. */
export const SERVER_ENTRY_FILE = join('..', 'dist-server', 'entry-server.js');

/**
 * The server entry of the web build in `webDistDir`, or null when it was not built (tests that
 * use a stand-in build): pages are then drawn in the browser only, as before.
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
    // A drawing only reads; nothing it does may change anything.
    if (init?.method && init.method !== 'GET') throw new Error(`A drawing sent ${init.method}`);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: 'GET',
      url,
      headers,
      remoteAddress: request.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, `${one}`);
    }
    const noBody = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(noBody ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

export type PageRendererOptions = {
  /** Registers a listener for catalogue changes, which drop the drawn pages kept. */
  onCatalogueChange?: (listener: () => void) => void;
  /** Drawn pages kept, by address (oldest dropped first). */
  maxPages?: number;
  /** How long a kept page is sent again, at most (for anything that changes with the clock). */
  maxAgeMs?: number;
  /** Pages drawn at once; a request beyond that gets index.html and is drawn by its browser. */
  maxDrawing?: number;
  clock?: () => number;
};

/**
 * Draws visitors' pages, keeping each for the next visitor until the catalogue changes: the page
 * of a visitor is the same for every visitor, and drawing one costs milliseconds of CPU where
 * sending a kept one costs nothing (bench/web.md). A free-time search (`date=`) depends on the
 * bookings too, which do not change the catalogue: it is drawn every time. Drawing is capped, so
 * a flood of new addresses costs a few drawings at a time, never the server.
 */
export function createPageRenderer(
  app: FastifyInstance,
  entry: ServerEntry,
  options: PageRendererOptions = {},
): PageRenderer {
  const { maxPages = 200, maxAgeMs = 60_000, maxDrawing = 4, clock = Date.now } = options;
  const kept = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();
  options.onCatalogueChange?.(() => kept.clear());
  let drawing = 0;

  const draw = async (request: FastifyRequest) => {
    try {
      return await entry.renderPage(request.url, { fetch: inProcessFetch(app, request) });
    } catch (error) {
      // The browser can still draw the page: a failed server drawing costs speed, not the page.
      request.log.error({ err: error }, 'Drawing the page on the server failed');
      return null;
    } finally {
      drawing -= 1;
    }
  };

  return async (request) => {
    const url = request.url;
    const keep = !/[?&]date=/.test(url);
    const hit = keep ? kept.get(url) : undefined;
    if (hit && clock() - hit.at < maxAgeMs) return hit.page;
    if (drawing >= maxDrawing) return null;
    drawing += 1;
    const page = draw(request);
    if (keep) {
      if (kept.size >= maxPages) kept.delete(kept.keys().next().value!);
      const entry = { at: clock(), page };
      kept.set(url, entry);
      // Pages not drawn (an unknown studio, a failure) are not kept: they cost little to refuse.
      void page.then((drawn) => {
        if (!drawn && kept.get(url) === entry) kept.delete(url);
      });
    }
    return page;
  };
}

/** Vite's build manifest: each source module's file and static imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

export async function readManifest(webDistDir: string): Promise<Manifest> {
  const text = await readFile(join(webDistDir, '.vite', 'manifest.json'), 'utf8').catch(() => '{}');
  return JSON.parse(text) as Manifest;
}

/** The files of `modules` and their static imports, as paths the browser asks for. */
function moduleFiles(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap(visit)];
  };
  return modules.flatMap(visit);
}

const ROOT_OPEN = '<div id="root">';
/** index.html's stand-in top bar ends with this comment, then #root closes. */
const SHELL_END = '<!--/app-shell-->';
/** Where a drawn page goes in the template. */
const DRAWN_ROOT = '<div id="root" data-server-drawn></div>';

/** What Vite writes into index.html's head to load the app. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** Our own asset paths only, safe in an attribute. */
const ASSET_PATH = /^\/[\w./-]+$/;

/** index.html made ready, at start-up, to carry drawn pages. */
export type DrawnPageTemplate = {
  /** index.html without its scripts and with an empty #root: the page's meta goes in per request. */
  html: string;
  /** `html` (with the page's meta written in) around a drawn page. */
  fill(html: string, page: RenderedPage): string;
};

/**
 * The template of drawn pages: index.html with #root holding the drawn page and the answers it
 * was drawn from (a JSON data block, which the Content-Security-Policy allows: it is never run).
 * The app's scripts (the entry, its preloads and the drawn screen's chunks) are started by
 * `/start-app.js` once the page has painted: the page is readable without them, so they no
 * longer race the stylesheet and the pictures. Null when index.html has no stand-in to replace or
 * no entry script: pages are then not drawn at all.
 */
export function drawnPageTemplate(indexHtml: string, manifest: Manifest): DrawnPageTemplate | null {
  const start = indexHtml.indexOf(ROOT_OPEN);
  const shellEnd = indexHtml.indexOf(SHELL_END, start);
  const end = shellEnd < 0 ? -1 : indexHtml.indexOf('</div>', shellEnd);
  if (start < 0 || end < 0) return null;
  const head = indexHtml.slice(0, start);
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry || !ASSET_PATH.test(entry)) return null;
  const indexPreloads = [...head.matchAll(MODULE_PRELOADS)].map((match) => match[1]!);
  const html =
    head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOADS, '') +
    DRAWN_ROOT +
    indexHtml.slice(end + '</div>'.length);

  // The starter of each screen's scripts, worked out once per screen.
  const starters = new Map<string, string>();
  const starter = (modules: string[]) => {
    const key = modules.join(' ');
    let tag = starters.get(key);
    if (tag === undefined) {
      const scripts = [...new Set([...indexPreloads, ...moduleFiles(manifest, modules)])].filter(
        (file) => file !== entry && ASSET_PATH.test(file),
      );
      tag = `<script src="/start-app.js" defer data-entry="${entry}" data-preload="${scripts.join(' ')}"></script>\n  `;
      starters.set(key, tag);
    }
    return tag;
  };

  return {
    html,
    fill(withMeta, page) {
      const headEnd = withMeta.indexOf('</head>');
      const root = withMeta.indexOf(DRAWN_ROOT, headEnd);
      return (
        withMeta.slice(0, headEnd) +
        starter(page.modules) +
        withMeta.slice(headEnd, root) +
        `<div id="root" data-server-drawn>${page.html}</div>` +
        `<script type="application/json" id="app-state">${scriptSafeJson(page.state)}</script>` +
        withMeta.slice(root + DRAWN_ROOT.length)
      );
    },
  };
}
