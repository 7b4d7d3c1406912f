import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * CORS for front ends on other origins (docs/decisions/026): pages of the origins in CORS_ORIGINS
 * may call the API with a bearer token. Sessions are bearer tokens, never cookies, so there is no
 * credentials mode. Any other origin gets no CORS header and its preflight a 404, as without
 * the setting; the same-origin app needs none of it.
 */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type'];
/** Response headers the web app reads beyond the CORS-safelisted ones (lists, downloads, limits). */
const CORS_EXPOSED_HEADERS = [
  'X-Total-Count',
  'X-Total-Count-Capped',
  'Link',
  'Content-Disposition',
  'Retry-After',
  'X-Request-Id',
];
/** How long a browser may reuse a preflight's answer: 10 minutes, Chromium's own cap is 2 hours. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * An onRequest hook at the root, ahead of every route's own hooks: the catalogue's guest fast
 * path copies the headers it set (ssr/catalogue-fast-path.ts).
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: CORS_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    credentials: false,
  });
}
