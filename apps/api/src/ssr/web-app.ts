import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageHead, type PageHeadSource } from '@studio-hive/domain';
import { findUp } from '../lib/find-up';
import {
  compress,
  compressFully,
  encodingFor,
  PAGE_BROTLI_QUALITY,
  VARY_ENCODING,
  type Encoding,
} from './compression';
import { sendError } from '../http/errors';
import { varyAfter } from '../http/headers';
import { contentSecurityPolicyWithInline } from '../http/security';
import type { SiteBase } from '../http/site-url';
import { headTags } from './head';
import {
  createPageRenderer,
  loadServerEntry,
  type PageRendererOptions,
  type RenderedPage,
} from './renderer';
import { readStylesheetIndex } from './critical-css';
import { readManifest, readStarterScript, ssrTemplate, type SsrTemplate } from './template';

/**
 * What the head of the page at this request's path is made from, when the server knows it (else
 * null): for pages that were not rendered on the server (no server entry, or rendering at its
 * cap), whose head therefore did not come with the render (docs/decisions/022).
 */
export type HeadSourceResolver = (request: FastifyRequest) => Promise<PageHeadSource | null>;

/** Asks each resolver in turn; the first that knows the page gives its head's source. */
export function firstHeadSource(...resolvers: HeadSourceResolver[]): HeadSourceResolver {
  return async (request) => {
    for (const resolve of resolvers) {
      const source = await resolve(request);
      if (source) return source;
    }
    return null;
  };
}

/**
 * Serves the built web app (docs/decisions/022): hashed assets with a long cache, and every other
 * non-API path as index.html (SPA fallback), the public pages rendered on the server with their
 * head tags in it.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDistDir?: string | undefined;
    /** The site's absolute address for canonical links and link previews (http/site-url.ts). */
    siteBase: SiteBase;
    headSource?: HeadSourceResolver;
    /** How rendered pages are cached and capped (decision 017). */
    pageRendering?: PageRendererOptions;
    /** False in production: the build's `*.map` files answer 404 (they hold our source). */
    serveSourceMaps: boolean;
  },
) {
  const root = options.webDistDir ?? findUp(import.meta.url, 'apps/web/dist', 'index.html');
  const indexHtml = root
    ? await readFile(join(root, 'index.html'), 'utf8').catch(() => undefined)
    : undefined;
  if (root && indexHtml) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each script and stylesheet (apps/web/vite.config.ts).
      preCompressed: true,
      allowedPath: (pathName) => options.serveSourceMaps || !isSourceMapPath(pathName),
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  const template =
    root && indexHtml
      ? ssrTemplate(indexHtml, await readManifest(root), {
          starterScript: await readStarterScript(root),
          stylesheet: await readStylesheetIndex(root),
        })
      : null;
  if (indexHtml && !template) {
    app.log.warn('index.html has no SSR markers (<!--ssr-head-->, <!--ssr-body-->): rebuild it');
  }
  // The public pages are rendered on the server when the web build has its server entry and its
  // index.html can carry them (decision 017).
  const serverEntry = root && template ? await loadServerEntry(root) : null;
  if (serverEntry && !template?.rendersPages) {
    app.log.warn('index.html has no entry script to start after SSR: rebuild it');
  }
  const renderPage =
    serverEntry && template?.rendersPages
      ? createPageRenderer(app, serverEntry, options.pageRendering)
      : null;

  /** The page's head tags: from its render when it named them, else from the resolver. */
  const makeHead = async (request: FastifyRequest, page: RenderedPage | null, base: string) => {
    // A rendered studio page names its studio: it is not loaded again for the head.
    const source = page?.head ?? (options.headSource ? await options.headSource(request) : null);
    return source ? headTags(pageHead(source, base)) : null;
  };
  // A page the renderer caches is sent with the head made for it the first time: a city page's
  // head reads and counts the city's studios, which would otherwise happen on every request.
  // Both depend on the catalogue only, and a change of it drops the cached pages.
  const cachedHeads = new WeakMap<RenderedPage, { base: string; tags: Promise<string | null> }>();
  const headOf = async (request: FastifyRequest, page: RenderedPage | null) => {
    const base = options.siteBase();
    if (!page) return makeHead(request, page, base);
    const made = cachedHeads.get(page);
    if (made?.base === base) return made.tags;
    const tags = makeHead(request, page, base);
    cachedHeads.set(page, { base, tags });
    tags.catch(() => cachedHeads.delete(page));
    return tags;
  };

  // A cached page is sent again and again, the same bytes each time (its head is cached with it):
  // its document is filled once, and from its second request on its body is compressed once at
  // the highest level in the background, and sent so from then on. A page rendered for one
  // request (a free-time search) is filled and compressed quickly, per request.
  type CachedDocument = {
    head: string | null;
    html: string;
    /** Its Content-Security-Policy, which allows its starter and its critical CSS by their hashes. */
    policy: string;
    /** Its bodies compressed at the highest level, by encoding, once done. */
    bodies: Map<Encoding, Buffer>;
    started: Set<Encoding>;
  };
  const cachedDocuments = new WeakMap<RenderedPage, CachedDocument>();
  /** The document of a rendered page with `head`; `again`: sent before. */
  const documentOf = (of: SsrTemplate, page: RenderedPage, head: string | null) => {
    const cached = cachedDocuments.get(page);
    if (cached?.head === head) return { entry: cached, again: true };
    const { html, styleHash } = of.fill({ head, page });
    const policy = contentSecurityPolicyWithInline({
      script: of.starterScript?.hash,
      style: styleHash,
    });
    const entry: CachedDocument = { head, html, policy, bodies: new Map(), started: new Set() };
    cachedDocuments.set(page, entry);
    return { entry, again: false };
  };
  const bodyOf = (
    cached: { entry: CachedDocument; again: boolean } | null,
    html: string,
    encoding: Encoding,
  ): Buffer => {
    if (!cached?.again) return compress(html, encoding, PAGE_BROTLI_QUALITY);
    const { bodies, started } = cached.entry;
    const body = bodies.get(encoding);
    if (body) return body;
    if (!started.has(encoding)) {
      started.add(encoding);
      compressFully(html, encoding).then(
        (done) => bodies.set(encoding, done),
        () => started.delete(encoding),
      );
    }
    return compress(html, encoding, PAGE_BROTLI_QUALITY);
  };

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).',
        );
    }
    const page = renderPage ? await renderPage(request) : null;
    const head = template ? await headOf(request, page) : null;
    const cached = template && page ? documentOf(template, page, head) : null;
    const html = cached
      ? cached.entry.html
      : template
        ? template.fill({ head, page }).html
        : indexHtml;
    if (cached) reply.header('content-security-policy', cached.entry.policy);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', varyAfter(reply.getHeader('vary'), VARY_ENCODING));
    // The not-found handler is out of @fastify/compress's reach (decision 014).
    const encoding = encodingFor(request.headers['accept-encoding'], html);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(bodyOf(cached, html, encoding));
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (
      isServerPath(request.url) ||
      (!options.serveSourceMaps && isSourceMapPath(request.url)) ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendError(reply, request, 'NOT_FOUND', 'Not found.');
    }
    return sendApp(request, reply);
  });
}

/**
 * One rule for the paths that belong to the server, never to the web app: `/api` and `/uploads`
 * and everything under them, read as the router reads a path (percent-decoded: `/%61pi` is
 * `/api`) and in any letter case (`/API/...`). An unknown such path is a JSON 404.
 */
export function isServerPath(url: string): boolean {
  const path = routerPath(url);
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');
}

/** A source map of the build (`/assets/app-abc123.js.map`), read as the router reads a path. */
function isSourceMapPath(url: string): boolean {
  return routerPath(url).endsWith('.map');
}

/** The path of `url` without its query, percent-decoded and in lower case. */
function routerPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    path = raw;
  }
  return path.toLowerCase();
}
