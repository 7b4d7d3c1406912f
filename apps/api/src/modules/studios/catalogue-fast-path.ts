import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedEncoding,
  compress,
  COMPRESS_THRESHOLD,
  type Encoding,
  VARY_ENCODING,
  varyAfter,
} from '../../http/compression';
import { etagOf, matchesIfNoneMatch } from '../../http/etag';
import type { CachedResponse, CatalogueCache } from './catalogue-cache';

/**
 * The catalogue's cached guest fast path (docs/decisions/010 and 022): a guest request whose
 * finished response is ready is sent before validation and the handler run, straight to the
 * socket. Its headers come from the same places as the normal reply's: `catalogueHeaders` (also
 * what `sendJson` sets), and every header the app's hooks had set on the reply by then (security
 * headers, HSTS, and any hook added later, such as CORS), so no global hook silently misses it.
 * studios.integration.test.ts and catalogue-fast-path.integration.test.ts compare the two replies.
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
const catalogueVary = (reply: FastifyReply) =>
  varyAfter(reply.getHeader('vary'), `Authorization, ${VARY_ENCODING}`);

/** JSON we serialised ourselves (the catalogue is cached as text), with `catalogueHeaders`. */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  options: { etag?: string; shared: boolean; headers?: Record<string, string> },
) {
  const etag = options.etag ?? etagOf(body);
  reply.headers(catalogueHeaders(etag, options.shared, options.headers));
  reply.header('vary', catalogueVary(reply));
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** A finished guest response as the fast path writes it: flat headers, and bodies by encoding. */
type RawResponse = {
  /** The catalogue headers of every response: also all of a 304's. */
  common: string[];
  /** Headers and body by encoding (`identity`: as it is), each worked out on first use. */
  ok: Partial<Record<Encoding | 'identity', { headers: string[]; body: string | Buffer }>>;
};
const rawResponses = new WeakMap<CachedResponse, RawResponse>();

function rawResponseOf(response: CachedResponse): RawResponse {
  let raw = rawResponses.get(response);
  if (!raw) {
    const common = Object.entries(catalogueHeaders(response.etag, true, response.headers)).flat();
    raw = { common, ok: {} };
    rawResponses.set(response, raw);
  }
  return raw;
}

/** The 200 response for a browser that accepts `encoding`, compressed once per response. */
function okResponse(response: CachedResponse, encoding: Encoding | null) {
  const raw = rawResponseOf(response);
  const use = encoding && Buffer.byteLength(response.body) >= COMPRESS_THRESHOLD ? encoding : null;
  let ok = raw.ok[use ?? 'identity'];
  if (!ok) {
    const body = use ? compress(response.body, use) : response.body;
    ok = {
      headers: [
        ...raw.common,
        'content-type',
        'application/json; charset=utf-8',
        ...(use ? ['content-encoding', use] : []),
        'content-length',
        String(Buffer.byteLength(body)),
      ],
      body,
    };
    raw.ok[use ?? 'identity'] = ok;
  }
  return ok;
}

/**
 * The headers the app's hooks set on `reply` before the fast path ran (the onRequest hooks), flat,
 * their Vary joined with the catalogue's, and the request id the app's onSend hook would add
 * (app.ts), which never runs for a response written to the socket.
 */
function hookHeaders(request: FastifyRequest, reply: FastifyReply): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || name === 'vary') continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  flat.push('vary', catalogueVary(reply), 'x-request-id', request.id);
  return flat;
}

/**
 * The guest fast path's response, written straight to the socket in one `writeHead`: the headers
 * `sendJson` and the app's hooks set, without the send pipeline, which costs the most on small
 * responses (bench/listing.md). Compressed when the browser accepts it (a listing page is ~50 kB
 * of JSON), once per response rather than per request (decision 014).
 */
function sendReadyGuestResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
) {
  const perRequest = hookHeaders(request, reply);
  reply.hijack();
  if (matchesIfNoneMatch(request.headers['if-none-match'], response.etag)) {
    reply.raw.writeHead(304, [...perRequest, ...rawResponseOf(response).common]);
    reply.raw.end();
    return;
  }
  const ok = okResponse(response, acceptedEncoding(request.headers['accept-encoding']));
  reply.raw.writeHead(200, [...perRequest, ...ok.headers]);
  reply.raw.end(ok.body);
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
    if (response) sendReadyGuestResponse(request, reply, response);
  });
}
