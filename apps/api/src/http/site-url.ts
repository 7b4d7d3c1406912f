import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * The site's absolute address, for canonical URLs, link previews (`og:*`), JSON-LD and calendar
 * feed addresses (docs/decisions/026): PUBLIC_URL; without it (development and tests, production
 * requires it) the loopback address and port this server listens on. Never the request's Host or
 * X-Forwarded-Host: anyone can send those, and a page kept by a cache would hand their site on.
 */
export type SiteBase = () => string;

export function siteBaseOf(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'host' | 'port'>,
): SiteBase {
  const { publicUrl } = config;
  if (publicUrl) return () => publicUrl;
  const host =
    config.host === '127.0.0.1' ? '127.0.0.1' : config.host === '::1' ? '[::1]' : 'localhost';
  return () => {
    // Listening: its real port (PORT=0 picks one); not listening (app.inject in tests): PORT.
    const address = app.server.address();
    return `http://${host}:${address && typeof address === 'object' ? address.port : config.port}`;
  };
}
