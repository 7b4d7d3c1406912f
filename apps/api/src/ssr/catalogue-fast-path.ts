import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { varyAfter } from '../http/headers';
import { VARY_ENCODING } from './compression';
import { etagOf, matchesIfNoneMatch } from '../http/etag';
import type { CachedResponse, CatalogueCache } from '../modules/studios/catalogue-cache';
import { type PrebuiltResponse, sendPrebuilt } from './prebuilt-response';

/**
 * The catalogue's cached guest fast path (docs/decisions/010 and 022): a guest request whose
 * finished response is ready is sent before validation and the handler run, straight to the
 * socket (`sendPrebuilt`). Its headers come from the same places as the normal reply's:
 * `catalogueHeaders` (also what `sendJson` sets), and every header the app's hooks had set on the
 * reply by then (security headers, HSTS, and any hook added later, such as CORS), so no global
 * hook silently misses it. studios-catalogue.integration.test.ts and
 * catalogue-fast-path.integration.test.ts compare the two replies.
 */

/**
 * The caching headers of a catalogue response, by the handler and by the fast path alike: an ETag
 * so a repeat visit costs a 304.
 */
function catalogueHeaders(etag: string, shared: boolean, headers: Record<string, string> = {}) {
  return {
    ...headers,
    etag,
    'cache-control': shared ? 'public, no-cache' : 'private, no-cache',
  };
}

/**
 * Responses differ by viewer (`Authorization`) and are compressed for browsers that accept it
 * (`Accept-Encoding`), after whatever the app's hooks named (CORS: `Origin`).
 */
const CATALOGUE_VARY = `Authorization, ${VARY_ENCODING}`;

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** JSON we serialised ourselves (the catalogue is cached as text), with `catalogueHeaders`. */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  options: { etag?: string; shared: boolean; headers?: Record<string, string> },
) {
  const etag = options.etag ?? etagOf(body);
  reply.headers(catalogueHeaders(etag, options.shared, options.headers));
  reply.header('vary', varyAfter(reply.getHeader('vary'), CATALOGUE_VARY));
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type(JSON_CONTENT_TYPE).send(body);
}

const prebuiltResponses = new WeakMap<CachedResponse, PrebuiltResponse>();

/** A ready guest response with the headers `sendJson` sets, made once per response. */
function prebuiltOf(response: CachedResponse): PrebuiltResponse {
  let prebuilt = prebuiltResponses.get(response);
  if (!prebuilt) {
    prebuilt = {
      etag: response.etag,
      headers: catalogueHeaders(response.etag, true, response.headers),
      contentType: JSON_CONTENT_TYPE,
      vary: CATALOGUE_VARY,
      body: response.body,
    };
    prebuiltResponses.set(response, prebuilt);
  }
  return prebuilt;
}

/**
 * Registers the fast path on the catalogue's routes: `keyOf` gives a GET request's cache key (the
 * handlers use the same keys), or undefined for a route it does not serve. Only guests (no
 * `Authorization`) take it; a cached key was validated when its response was built.
 */
export function registerGuestFastPath(
  app: FastifyInstance,
  cache: CatalogueCache,
  keyOf: (request: FastifyRequest) => string | undefined,
) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.headers.authorization) return;
    const key = keyOf(request);
    const response = key === undefined ? undefined : cache.readyGuestResponse(key);
    if (response) sendPrebuilt(reply, prebuiltOf(response));
  });
}
