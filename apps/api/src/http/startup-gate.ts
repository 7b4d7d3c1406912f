import type { FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, sendError } from './errors';

/**
 * Until `ready` settles (the database reached and migrated), every request gets 503 with a
 * Retry-After, and the health check says the database is down: the server listens and answers
 * while it waits for PostgreSQL instead of exiting (server.ts).
 */
export function registerStartupGate(app: FastifyInstance, ready: Promise<unknown>) {
  let open = false;
  ready.then(
    () => (open = true),
    () => undefined,
  );
  app.addHook('onRequest', async (request, reply) => {
    if (open) return;
    reply.header('retry-after', '5');
    if (request.url === '/api/health') {
      return reply.status(503).send({ status: 'unavailable', db: 'down' });
    }
    return sendError(reply, request, 'UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
  });
}
