import { createHash } from 'node:crypto';
import type { StudioRecord } from './studio-records';

/**
 * The approved catalogue, kept in memory (decision 010). The listing is the most visited page,
 * and reading a thousand studios with their packages, images and ratings per request would make
 * the database the ceiling. Every write calls `invalidate()` here and announces itself with
 * NOTIFY, so every other API process drops its copy too; `maxAgeMs` bounds how long a copy can
 * outlive a lost notification.
 *
 * Two levels: the records (what every viewer's response is built from) and finished guest responses
 * (serialised JSON with an ETag) by request key, so a repeat guest request costs a map lookup.
 */
export type CatalogueCache = {
  approved(load: () => Promise<StudioRecord[]>): Promise<StudioRecord[]>;
  /** A finished response for guests, built once per catalogue version and key. */
  guestResponse(key: string, build: () => Promise<GuestResponse>): Promise<CachedResponse>;
  /** A finished guest response that is ready now, if any (the fast path before validation). */
  readyGuestResponse(key: string): CachedResponse | undefined;
  invalidate(): void;
  /** Calls `listener` at every `invalidate()`: what else is built from the catalogue drops too. */
  onInvalidate(listener: () => void): () => void;
};

export type GuestResponse = { body: string; headers?: Record<string, string> };
export type CachedResponse = GuestResponse & { etag: string };

export function createCatalogueCache(
  options: { maxAgeMs?: number; maxResponses?: number; clock?: () => number } = {},
): CatalogueCache {
  const { maxAgeMs = 5 * 60_000, maxResponses = 500, clock = Date.now } = options;
  let version = 0;
  let records: { version: number; at: number; value: Promise<StudioRecord[]> } | undefined;
  let responses = new Map<string, Promise<CachedResponse>>();
  let ready = new Map<string, CachedResponse>();
  const listeners = new Set<() => void>();

  const fresh = (entry: { version: number; at: number } | undefined) =>
    !!entry && entry.version === version && clock() - entry.at < maxAgeMs;

  return {
    approved(load) {
      if (records && fresh(records)) return records.value;
      if (records && records.version === version) version += 1; // aged out: start over
      const entry = { version, at: clock(), value: load() };
      records = entry;
      // A failed load is not kept: the next request tries again.
      entry.value.catch(() => {
        if (records === entry) records = undefined;
      });
      return entry.value;
    },

    readyGuestResponse(key) {
      return records && fresh(records) ? ready.get(key) : undefined;
    },

    guestResponse(key, build) {
      if (!records || !fresh(records)) {
        responses = new Map();
        ready = new Map();
      }
      const cached = responses.get(key);
      if (cached) return cached;
      const built = build().then((response) => ({ ...response, etag: etagOf(response.body) }));
      const startedAt = version;
      const readyAtStart = ready;
      built.then(
        (response) => {
          if (version !== startedAt) responses.delete(key);
          else readyAtStart.set(key, response);
        },
        () => responses.delete(key),
      );
      if (responses.size >= maxResponses) {
        const oldest = responses.keys().next().value!;
        responses.delete(oldest);
        ready.delete(oldest);
      }
      responses.set(key, built);
      return built;
    },

    invalidate() {
      version += 1;
      records = undefined;
      responses = new Map();
      ready = new Map();
      for (const listener of listeners) listener();
    },

    onInvalidate(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A strong ETag from the body's bytes: equal bodies, equal tags, across processes. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
