import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
// The plugin's own two stores (not in its typed API; types in rate-limit-stores.d.ts): the one
// it uses with Redis, and the one it uses without.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { Redis } from 'ioredis';

/** A command Redis has not answered in this long fails, and the limits count in memory. */
export const REDIS_TIMEOUT_MS = 1000;
/** Reconnect attempts: quickly at first, then every 2 s for as long as the outage lasts. */
const retryDelay = (attempt: number) => Math.min(attempt * 200, 2000);

type RedisState = 'ok' | 'down';

/**
 * The Redis of the limits (decision 029) and whether it answers. While it does not, every limit
 * is counted in this process instead (fails open to memory, not to no limit at all), and back in
 * Redis once it reconnects; counts made meanwhile stay behind in memory.
 */
export type LimitsRedis = {
  redis: Redis;
  /** `command` in Redis while it answers; `inMemory` while it is down or when `command` fails. */
  run<T>(command: () => Promise<T>, inMemory: () => Promise<T>): Promise<T>;
  /** For /api/health: a PING now, unless an outage is already known. */
  check(): Promise<RedisState>;
  close(): Promise<void>;
};

export async function connectLimitsRedis(
  url: string,
  log: FastifyBaseLogger,
): Promise<LimitsRedis> {
  const redis = new Redis(url, {
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    // While disconnected a command fails at once (and counts in memory) instead of waiting in a
    // queue for a reconnect; one that was sent when the connection dropped is not sent again.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: retryDelay,
    lazyConnect: true,
  });
  let down = false;
  const wentDown = (error: unknown) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      'Redis is unreachable: limits are counted in this process until it answers again',
    );
    // A connection that went silent (a dropped NAT entry, a dead peer) never fails by itself:
    // drop it, so the next attempt is a fresh connection.
    if (redis.status === 'ready') redis.disconnect(true);
  };
  redis.on('error', wentDown);
  // Each reconnect ends in 'ready' (ioredis checks the server answers INFO first).
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis answers again: limits are counted in Redis');
  });
  // At start, at most one connect timeout: the app serves (counting in memory) if Redis is out.
  await redis.connect().catch(wentDown);

  const run = async <T>(command: () => Promise<T>, inMemory: () => Promise<T>) => {
    if (down) return inMemory();
    try {
      return await command();
    } catch (error) {
      wentDown(error);
      return inMemory();
    }
  };
  return {
    redis,
    run,
    check: () =>
      run(
        async () => (await redis.ping(), 'ok' as const),
        async () => 'down' as const,
      ),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type Stores = { shared: FastifyRateLimitStore; local: FastifyRateLimitStore };

/**
 * The store of @fastify/rate-limit: its Redis store while Redis answers, its in-process store
 * (what it uses without REDIS_URL) while it does not.
 */
export function rateLimitStore(limits: LimitsRedis, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    private stores: Stores;
    constructor(
      options: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      stores?: Stores,
    ) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      this.stores = stores ?? {
        shared: new RedisStore(continueExceeding, exponentialBackoff, limits.redis, nameSpace),
        local: new LocalStore(continueExceeding, exponentialBackoff),
      };
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      const inc = (store: FastifyRateLimitStore) =>
        new Promise<Result>((resolve, reject) =>
          store.incr(
            key,
            (error, result) => (error ? reject(error) : resolve(result!)),
            timeWindow,
            max,
          ),
        );
      limits
        .run(
          () => inc(this.stores.shared),
          () => inc(this.stores.local),
        )
        .then((result) => callback(null, result), callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new FallbackStore(routeOptions as never, {
        shared: this.stores.shared.child(routeOptions),
        local: this.stores.local.child(routeOptions),
      });
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
