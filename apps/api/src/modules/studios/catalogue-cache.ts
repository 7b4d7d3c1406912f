import { etagOf } from '../../http/etag';
import type { StudioRecord } from './studio-records';

/**
 * The approved catalogue, kept in memory (decisions 010 and 037). The listing is the most visited
 * page, and reading every studio with its packages, images and ratings per request would make
 * the database the ceiling.
 *
 * A write to one studio marks it changed (`studioChanged`, here and, through NOTIFY, in every
 * other API process): the next read re-reads that studio alone and puts it in its place, so the
 * cost of a change does not grow with the catalogue. The whole catalogue is read at the first use,
 * after `invalidate()` (a change that names no studio, or a listening connection that was lost),
 * and in the background once the copy is `maxAgeMs` old, the backstop for a lost notification,
 * while the copy keeps being served.
 *
 * Two levels: the records (what every viewer's response is built from) and finished guest
 * responses (serialised JSON with an ETag) by request key, so a repeat guest request costs a map
 * lookup. Any change drops the finished responses.
 */
export type CatalogueCache = {
  approved(load: CatalogueLoader): Promise<StudioRecord[]>;
  /** A finished response for guests, built once per catalogue version and key. */
  guestResponse(key: string, build: () => Promise<GuestResponse>): Promise<CachedResponse>;
  /** A finished guest response that is ready now, if any (the fast path before validation). */
  readyGuestResponse(key: string): CachedResponse | undefined;
  /** One studio was written (added, edited, approved, removed, reviewed). */
  studioChanged(id: string): void;
  /** Anything may have changed: the whole catalogue is read again before the next read. */
  invalidate(): void;
  /** Calls `listener` at every change: what else is built from the catalogue drops too. */
  onInvalidate(listener: () => void): () => void;
};

/** How the cache reads the approved catalogue: whole, or the given studios (absent: not approved). */
export type CatalogueLoader = {
  all(): Promise<StudioRecord[]>;
  some(ids: string[]): Promise<StudioRecord[]>;
};

export type GuestResponse = { body: string; headers?: Record<string, string> };
export type CachedResponse = GuestResponse & { etag: string };

export function createCatalogueCache(
  options: { maxAgeMs?: number; maxResponses?: number; clock?: () => number } = {},
): CatalogueCache {
  const { maxAgeMs = 5 * 60_000, maxResponses = 500, clock = Date.now } = options;
  /** Bumped at every change: finished responses belong to one version. */
  let version = 0;
  /** Bumped by `invalidate()`: a background read started before it is not kept. */
  let generation = 0;
  let records: { value: Promise<StudioRecord[]>; readAt: number } | undefined;
  /** Studios to read again before the next read. */
  const changed = new Set<string>();
  /** The background read of the whole catalogue, with what changed since it began. */
  let refresh: { changedMeanwhile: Set<string> } | undefined;
  let responses = new Map<string, Promise<CachedResponse>>();
  let ready = new Map<string, CachedResponse>();
  const listeners = new Set<() => void>();

  const changeVersion = () => {
    version += 1;
    responses = new Map();
    ready = new Map();
    for (const listener of listeners) listener();
  };

  const readAll = (load: CatalogueLoader) => {
    // The whole read sees every change made so far; one made while it runs is read again after.
    changed.clear();
    const entry = { value: load.all(), readAt: clock() };
    records = entry;
    // A failed read is not kept: the next request tries again.
    entry.value.catch(() => {
      if (records === entry) records = undefined;
    });
  };

  const readChanged = (load: CatalogueLoader, current: { value: Promise<StudioRecord[]> }) => {
    const ids = [...changed];
    changed.clear();
    const before = current.value;
    const after = before.then(async (list) => mergeChanged(list, ids, await load.some(ids)));
    current.value = after;
    // A failed read leaves the copy as it was and the studios still to read.
    after.catch(() => {
      if (current.value !== after) return;
      current.value = before;
      for (const id of ids) changed.add(id);
    });
  };

  const refreshInBackground = (load: CatalogueLoader) => {
    const started = { generation, readAt: clock() };
    const own = { changedMeanwhile: new Set<string>() };
    refresh = own;
    load.all().then(
      (list) => {
        refresh = undefined;
        if (started.generation !== generation) return;
        records = { value: Promise.resolve(list), readAt: started.readAt };
        // The whole read may predate these writes: they are read again.
        for (const id of own.changedMeanwhile) changed.add(id);
        changeVersion();
      },
      () => {
        // Tried again at the next read; the copy stays in use meanwhile.
        refresh = undefined;
      },
    );
  };

  const aged = (entry: { readAt: number }) => clock() - entry.readAt >= maxAgeMs;

  return {
    approved(load) {
      if (!records) readAll(load);
      else {
        if (changed.size > 0) readChanged(load, records);
        if (aged(records) && !refresh) refreshInBackground(load);
      }
      return records!.value;
    },

    readyGuestResponse(key) {
      return records && changed.size === 0 && !aged(records) ? ready.get(key) : undefined;
    },

    guestResponse(key, build) {
      const cached = responses.get(key);
      if (cached) return cached;
      const built = build().then((response) => ({ ...response, etag: etagOf(response.body) }));
      const startedAt = version;
      const readyAtStart = ready;
      const responsesAtStart = responses;
      built.then(
        (response) => {
          if (version !== startedAt) responsesAtStart.delete(key);
          else readyAtStart.set(key, response);
        },
        () => responsesAtStart.delete(key),
      );
      if (responses.size >= maxResponses) {
        const oldest = responses.keys().next().value!;
        responses.delete(oldest);
        ready.delete(oldest);
      }
      responses.set(key, built);
      return built;
    },

    studioChanged(id) {
      changed.add(id);
      refresh?.changedMeanwhile.add(id);
      changeVersion();
    },

    invalidate() {
      generation += 1;
      records = undefined;
      changed.clear();
      changeVersion();
    },

    onInvalidate(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * What is kept about a catalogue list: its studios by id (built at its first merge and handed to
 * the list merged from it), how it was merged from the list before it (one step back only, so
 * older lists can go), and the searches asked of it.
 */
type ListFacts = {
  byId?: Map<string, StudioRecord>;
  step?: {
    from: readonly StudioRecord[];
    removed: readonly StudioRecord[];
    added: readonly StudioRecord[];
  };
  searches?: Map<string, readonly StudioRecord[]>;
};
const listFacts = new WeakMap<readonly StudioRecord[], ListFacts>();

function factsOf(list: readonly StudioRecord[]): ListFacts {
  let facts = listFacts.get(list);
  if (!facts) listFacts.set(list, (facts = {}));
  return facts;
}

/** Searches remembered per list: a guest's search is one of a few hundred keys at most. */
const MAX_SEARCHES_PER_LIST = 200;

/**
 * The studios of a catalogue list that pass `test`, which must depend on the studio alone (a
 * guest's search: the same `key`, the same `test`). Remembered per list; for a list merged from
 * one whose matches are known, only the changed studios are tested again, so a search after a
 * write costs its matches, not a pass over the whole catalogue (bench/scale.md, E).
 */
export function matchingStudios(
  list: readonly StudioRecord[],
  key: string,
  test: (record: StudioRecord) => boolean,
): readonly StudioRecord[] {
  const facts = factsOf(list);
  const searches = (facts.searches ??= new Map());
  const known = searches.get(key);
  if (known) return known;
  const { step } = facts;
  const before = step && listFacts.get(step.from)?.searches?.get(key);
  const matches =
    step && before ? patched(before, step.removed, step.added.filter(test)) : list.filter(test);
  if (searches.size >= MAX_SEARCHES_PER_LIST) searches.delete(searches.keys().next().value!);
  searches.set(key, matches);
  return matches;
}

/**
 * The catalogue with the studios `ids` replaced by their `fresh` records (a studio of `ids`
 * without one has left it), kept in the listing's order: newest first. Each studio is found and
 * placed by binary search, so a change costs the same at any catalogue size.
 */
function mergeChanged(
  list: readonly StudioRecord[],
  ids: readonly string[],
  fresh: readonly StudioRecord[],
): StudioRecord[] {
  const facts = factsOf(list);
  const byId = facts.byId ?? new Map(list.map((record) => [record.id, record]));
  // The index moves to the merged list (merging `list` again builds its own), and `list` forgets
  // its own step, so only one list back is kept.
  facts.byId = undefined;
  facts.step = undefined;
  const removed = ids.flatMap((id) => byId.get(id) ?? []);
  for (const record of removed) byId.delete(record.id);
  for (const record of fresh) byId.set(record.id, record);
  const merged = patched(list, removed, fresh);
  listFacts.set(merged, { byId, step: { from: list, removed, added: fresh } });
  return merged;
}

/** A copy of the newest-first `list` without `removed` and with `added`, each in its place. */
function patched(
  list: readonly StudioRecord[],
  removed: readonly StudioRecord[],
  added: readonly StudioRecord[],
): StudioRecord[] {
  const result = list.slice();
  for (const record of removed) {
    const index = indexIn(result, record);
    if (index >= 0) result.splice(index, 1);
  }
  for (const record of added) result.splice(insertionIndex(result, record), 0, record);
  return result;
}

/** Where `record` is in a newest-first list, or -1 when the list does not hold it. */
function indexIn(list: readonly StudioRecord[], record: StudioRecord): number {
  // Its place in the order is unique (public numbers are), so it is there or nowhere.
  const index = insertionIndex(list, record) - 1;
  return list[index] === record ? index : -1;
}

/** Where `record` goes in a newest-first list: after every studio that comes before it. */
function insertionIndex(list: readonly StudioRecord[], record: StudioRecord): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (newestFirst(list[middle]!, record) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The listing's order: created later first, then the higher public number. */
export function newestFirst(a: StudioRecord, b: StudioRecord): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || b.publicNumber - a.publicNumber;
}
