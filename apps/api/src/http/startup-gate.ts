import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, sendError } from './errors';

/** The health check's path: it answers for itself while the gate is closed (its own 503). */
const HEALTH_PATH = '/api/health';

/**
 * Until `ready` settles (the database reached and migrated, the process warmed up), every
 * request but the health check and those `passes` lets in gets 503 with a Retry-After: the server
 * listens and answers while it waits for PostgreSQL instead of exiting (server.ts). Returns
 * whether the gate is open, for the health check.
 */
export function registerStartupGate(
  app: FastifyInstance,
  ready: Promise<unknown> | undefined,
  passes: (request: FastifyRequest) => boolean = () => false,
): () => boolean {
  if (!ready) return () => true;
  let open = false;
  ready.then(
    () => (open = true),
    () => undefined,
  );
  app.addHook('onRequest', async (request, reply) => {
    if (open || request.url === HEALTH_PATH || passes(request)) return;
    reply.header('retry-after', '5');
    return sendError(reply, request, 'UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
  });
  return () => open;
}
