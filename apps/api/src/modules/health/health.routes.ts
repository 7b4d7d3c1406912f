import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['ok', 'down']),
});

/** GET /api/health: 200 when the database responds, 503 otherwise (load balancers watch this). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, db: 'down' as const });
      }
    },
  );
};
