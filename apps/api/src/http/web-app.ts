import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findUp } from '../lib/find-up';
import { acceptedEncoding, compress, COMPRESS_THRESHOLD } from './compression';
import { sendError } from './errors';
import { renderPageMeta, type PageMeta } from './page-meta';
import {
  createPageRenderer,
  drawnPageTemplate,
  loadServerEntry,
  readManifest,
  type PageRendererOptions,
} from './page-render';

/** Metadata for the page at this request's path, when the server knows it (else null). */
export type PageMetaResolver = (request: FastifyRequest) => Promise<PageMeta | null>;

/** Asks each resolver in turn; the first that knows the page answers. */
export function firstPageMeta(...resolvers: PageMetaResolver[]): PageMetaResolver {
  return async (request) => {
    for (const resolve of resolvers) {
      const meta = await resolve(request);
      if (meta) return meta;
    }
    return null;
  };
}

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other
 * non-API path so the single-page app's router can take over (SPA fallback).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDistDir?: string | undefined;
    pageMeta?: PageMetaResolver;
    /** How drawn pages are kept and capped (decision 017). */
    pageRendering?: PageRendererOptions;
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

  // The public pages are drawn on the server when the web build has its server entry and its
  // index.html can carry them (decision 017).
  const serverEntry = root && indexHtml ? await loadServerEntry(root) : null;
  const template =
    root && indexHtml && serverEntry
      ? drawnPageTemplate(indexHtml, await readManifest(root))
      : null;
  if (serverEntry && !template) {
    app.log.warn('index.html cannot carry drawn pages (no stand-in or entry script): rebuild it');
  }
  const renderPage =
    serverEntry && template ? createPageRenderer(app, serverEntry, options.pageRendering) : null;

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).',
        );
    }
    const [meta, page] = await Promise.all([
      options.pageMeta ? options.pageMeta(request) : null,
      renderPage ? renderPage(request) : null,
    ]);
    const base = page && template ? template.html : indexHtml;
    const withMeta = meta ? renderPageMeta(base, meta) : base;
    const html = page && template ? template.fill(withMeta, page) : withMeta;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding');
    // The not-found handler is out of @fastify/compress's reach (decision 014).
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding || Buffer.byteLength(html) < COMPRESS_THRESHOLD) return reply.send(html);
    return reply.header('content-encoding', encoding).send(compress(html, encoding));
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isServerPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
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
  const raw = url.split('?')[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    path = raw;
  }
  path = path.toLowerCase();
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');
}
