import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Security headers on every response and a strict Content-Security-Policy: scripts only from
 * this origin, no inline scripts (but the one starter a server-rendered page carries, allowed by
 * its hash: `contentSecurityPolicyWithInline`, as is its critical CSS), no plugins, no framing of our pages. YouTube embeds are the
 * only framed content (studio showcase videos).
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The same promise as frame-ancestors 'none', for browsers that only know the older header.
  xFrameOptions: { action: 'deny' },
};

/**
 * The headers helmet sets, worked out once. They depend on nothing in the request, and running
 * helmet per request (it re-reads its directives every time) halved the throughput of the
 * cached listing (bench/listing.md).
 */
function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

const HSTS = 'strict-transport-security';
const { [HSTS]: hsts, ...always } = securityHeaders();

/**
 * Sets the security headers on `reply`. Strict-Transport-Security only when the request came
 * over HTTPS (behind a proxy: its X-Forwarded-Proto, trusted per TRUST_PROXY): sent over plain
 * HTTP it means nothing to browsers, and on a local http://host it only confuses.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.headers(always);
  if (hsts && request.protocol === 'https') reply.header(HSTS, hsts);
}

/**
 * The Content-Security-Policy of a page that carries a script or a style element of its own: the
 * same policy, with each allowed by its hash (`'sha256-…'`), never inline scripts or styles in
 * general.
 */
export function contentSecurityPolicyWithInline(hashes: {
  script?: string | null | undefined;
  style?: string | null | undefined;
}): string {
  let policy = always['content-security-policy'] ?? '';
  if (hashes.script)
    policy = policy.replace("script-src 'self'", `script-src 'self' ${hashes.script}`);
  if (hashes.style) policy = policy.replace("style-src 'self'", `style-src 'self' ${hashes.style}`);
  return policy;
}

export async function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    applySecurityHeaders(request, reply);
  });
}

/** An onSend hook for routes whose answers are personal or soon stale: nobody may keep a copy. */
export async function privateNoStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store');
}
