import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import type { DatabaseOutageLog } from '../../db/database-outage';
import type { LimitsRedis } from '../../http/rate-limit-redis';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['ok', 'down']),
  // 'off' without REDIS_URL. 'down' leaves the status ok: the limits count in memory meanwhile.
  redis: z.enum(['ok', 'down', 'off']),
});

/**
 * GET /api/health: 200 when the database responds, 503 otherwise (load balancers watch this),
 * and 503 while the server is still starting (`isReady`: its database not migrated yet, or the
 * process warming up).
 * Redis is reported but not required: without it each process counts its own limits (decision 029).
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  redis: LimitsRedis | undefined;
  isReady: () => boolean;
  /** A failed check is one more failure of the outage, not a line of its own per check. */
  databaseOutage: DatabaseOutageLog;
}> = async (app, { database, redis, isReady, databaseOutage }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, database and Redis check',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      const [db, redisState] = await Promise.all([
        database.ping().then(
          () => 'ok' as const,
          (error: unknown) => {
            if (!databaseOutage.noted(error))
              request.log.warn({ err: error }, 'health check: the database failed');
            return 'down' as const;
          },
        ),
        redis ? redis.check() : ('off' as const),
      ]);
      if (db === 'down' || !isReady()) {
        reply.header('retry-after', '5');
        return reply.status(503).send({ status: 'unavailable' as const, db, redis: redisState });
      }
      return { status: 'ok' as const, db, redis: redisState };
    },
  );
};
