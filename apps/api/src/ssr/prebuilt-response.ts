import type { FastifyReply } from 'fastify';
import { matchesIfNoneMatch } from '../http/etag';
import { varyAfter } from '../http/headers';
import { compress, type Encoding, encodingFor } from './compression';

/**
 * A response built once and sent as it is to every request for it, straight to the socket (the
 * catalogue's ready guest responses, catalogue-fast-path.ts): its body and the headers it carries
 * besides those of the app's hooks.
 */
export type PrebuiltResponse = {
  /** A request whose `If-None-Match` names it gets a 304. */
  etag: string;
  /** Sent with the 200 and the 304 alike, in this order (the ETag among them). */
  headers: Record<string, string>;
  contentType: string;
  /** What the response differs by, named after what the app's hooks named (CORS: `Origin`). */
  vary: string;
  body: string;
};

/** A prebuilt response as it is written: flat headers, and bodies by encoding. */
type WrittenResponse = {
  /** The response's own headers: also all of a 304's. */
  common: string[];
  /** Headers and body by encoding (`identity`: as it is), each worked out on first use. */
  ok: Partial<Record<Encoding | 'identity', { headers: string[]; body: string | Buffer }>>;
};
const writtenResponses = new WeakMap<PrebuiltResponse, WrittenResponse>();

function writtenResponseOf(response: PrebuiltResponse): WrittenResponse {
  let written = writtenResponses.get(response);
  if (!written) {
    written = { common: Object.entries(response.headers).flat(), ok: {} };
    writtenResponses.set(response, written);
  }
  return written;
}

/** The 200 response in `use` (null: as it is), worked out once per response and encoding. */
function okResponse(response: PrebuiltResponse, use: Encoding | null) {
  const written = writtenResponseOf(response);
  let ok = written.ok[use ?? 'identity'];
  if (!ok) {
    const body = use ? compress(response.body, use) : response.body;
    ok = {
      headers: [
        ...written.common,
        'content-type',
        response.contentType,
        ...(use ? ['content-encoding', use] : []),
        'content-length',
        String(Buffer.byteLength(body)),
      ],
      body,
    };
    written.ok[use ?? 'identity'] = ok;
  }
  return ok;
}

/**
 * The headers the app's hooks set on `reply` before it was hijacked (the onRequest hooks), flat,
 * their Vary joined with the response's, and the request id the app's onSend hook would add
 * (app.ts), which never runs for a response written to the socket.
 */
function hookHeaders(reply: FastifyReply, vary: string): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || name === 'vary') continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  flat.push('vary', varyAfter(reply.getHeader('vary'), vary), 'x-request-id', reply.request.id);
  return flat;
}

/**
 * Sends a prebuilt response straight to the socket in one `writeHead`: the headers the app's
 * hooks set and its own, without the send pipeline, which costs the most on small responses
 * (bench/listing.md). A 304 when the browser has it; else compressed when the browser accepts it
 * (a listing page is ~50 kB of JSON), once per response rather than per request (decision 014).
 */
export function sendPrebuilt(reply: FastifyReply, response: PrebuiltResponse): void {
  const { request } = reply;
  const perRequest = hookHeaders(reply, response.vary);
  reply.hijack();
  if (matchesIfNoneMatch(request.headers['if-none-match'], response.etag)) {
    reply.raw.writeHead(304, [...perRequest, ...writtenResponseOf(response).common]);
    reply.raw.end();
    return;
  }
  const ok = okResponse(response, encodingFor(request.headers['accept-encoding'], response.body));
  reply.raw.writeHead(200, [...perRequest, ...ok.headers]);
  reply.raw.end(ok.body);
}
