import type { Redis } from 'ioredis';
import type { LimitsRedis } from './rate-limit-redis';

/**
 * Counters and short-lived values for the limits that are not per route and address (per e-mail,
 * per phone number, per account: decision 003). In Redis when REDIS_URL is set, so every API
 * process counts together; else in this process. Never an LRU: a cache that forgets its oldest
 * entries lets whoever floods it with other keys reset a victim's count.
 */
export type CounterStore = {
  /** Adds one to `key`; a new key lives `windowMs` from its first hit (a fixed window). */
  increment(key: string, windowMs: number): Promise<number>;
  /** Takes back one `increment` of a live `key` (a hit that did not happen); an expired key stays unset. */
  decrement(key: string): Promise<void>;
  /** The value of `key`, or 0 when it is unset or expired. */
  get(key: string): Promise<number>;
  /** Sets `key` to `value` for `ttlMs`. */
  set(key: string, value: number, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
};

/** Expired entries are pruned after this many writes, so the map holds live entries only. */
const PRUNE_EVERY_WRITES = 1000;

/** The store of one process (no REDIS_URL): a map with expiry times, pruned as it is written. */
export function createMemoryCounterStore(clock: () => number = Date.now): CounterStore {
  const entries = new Map<string, { value: number; expiresAt: number }>();
  let writes = 0;
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= clock()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const written = () => {
    writes += 1;
    if (writes % PRUNE_EVERY_WRITES !== 0) return;
    const now = clock();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };
  return {
    async increment(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.value += 1;
        return entry.value;
      }
      entries.set(key, { value: 1, expiresAt: clock() + windowMs });
      written();
      return 1;
    },
    async decrement(key) {
      const entry = live(key);
      if (entry) entry.value -= 1;
    },
    async get(key) {
      return live(key)?.value ?? 0;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: clock() + ttlMs });
      written();
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

/** INCR, and start the window on the first hit (atomic, so parallel hits never lose the expiry). */
const INCREMENT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** DECR only while the key lives: a window that has ended is not reopened at -1. */
const DECREMENT_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** The shared store; a Redis that does not answer fails its calls (see the fallback below). */
export function createRedisCounterStore(redis: Redis): CounterStore {
  const prefix = 'studio-hive:counter:';
  return {
    async increment(key, windowMs) {
      return Number(await redis.eval(INCREMENT_SCRIPT, 1, prefix + key, String(windowMs)));
    },
    async decrement(key) {
      await redis.eval(DECREMENT_SCRIPT, 1, prefix + key);
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, String(value), 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Like the rate limits (decision 029): in Redis while it answers, in this process while it does
 * not, so an outage neither lifts the limits nor refuses everyone.
 */
export function createCounterStoreWithFallback(limits: LimitsRedis): CounterStore {
  const shared = createRedisCounterStore(limits.redis);
  const local = createMemoryCounterStore();
  return {
    increment: (key, windowMs) =>
      limits.run(
        () => shared.increment(key, windowMs),
        () => local.increment(key, windowMs),
      ),
    decrement: (key) =>
      limits.run(
        () => shared.decrement(key),
        () => local.decrement(key),
      ),
    get: (key) =>
      limits.run(
        () => shared.get(key),
        () => local.get(key),
      ),
    set: (key, value, ttlMs) =>
      limits.run(
        () => shared.set(key, value, ttlMs),
        () => local.set(key, value, ttlMs),
      ),
    delete: (key) =>
      limits.run(
        () => shared.delete(key),
        () => local.delete(key),
      ),
  };
}
