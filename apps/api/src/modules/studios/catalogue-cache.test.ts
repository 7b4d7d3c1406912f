import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { etagOf } from '../../http/etag';
import {
  createCatalogueCache,
  matchingStudios,
  newestFirst,
  type CatalogueLoader,
} from './catalogue-cache';
import type { StudioRecord } from './studio-records';

/** A studio as the fake database stores it: `version` counts its writes. */
type StoredStudio = { id: string; publicNumber: number; approved: boolean; version: number };

const recordOf = (studio: StoredStudio) =>
  ({
    id: studio.id,
    publicNumber: studio.publicNumber,
    // Two studios share each creation instant: the public number breaks the tie.
    createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(studio.publicNumber / 2) * 60_000),
    version: studio.version,
  }) as unknown as StudioRecord & { version: number };

/** The approved studios of a fake database, read as the statements would: at the call. */
function fakeDatabase(schedule: <T>(value: T) => Promise<T> = (value) => Promise.resolve(value)) {
  const stored = new Map<string, StoredStudio>();
  const approvedAmong = (ids?: readonly string[]) =>
    [...stored.values()]
      .filter((studio) => studio.approved && (!ids || ids.includes(studio.id)))
      .map(recordOf)
      .sort(newestFirst);
  const reads = { all: 0, some: 0 };
  const loader: CatalogueLoader = {
    all: () => {
      reads.all += 1;
      return schedule(approvedAmong());
    },
    some: (ids) => {
      reads.some += 1;
      return schedule(approvedAmong(ids));
    },
  };
  return { stored, loader, reads, approvedNow: () => approvedAmong() };
}

const ids = (list: readonly StudioRecord[]) => list.map((record) => record.id);

describe('createCatalogueCache', () => {
  it('reads the whole catalogue once, then only the studios that changed', async () => {
    const cache = createCatalogueCache();
    const database = fakeDatabase();
    for (let n = 0; n < 4; n += 1) {
      database.stored.set(`s${n}`, { id: `s${n}`, publicNumber: n, approved: true, version: 0 });
    }
    expect(ids(await cache.approved(database.loader))).toEqual(['s3', 's2', 's1', 's0']);
    expect(ids(await cache.approved(database.loader))).toEqual(['s3', 's2', 's1', 's0']);

    database.stored.set('s4', { id: 's4', publicNumber: 4, approved: true, version: 0 });
    cache.studioChanged('s4');
    database.stored.get('s1')!.approved = false;
    cache.studioChanged('s1');
    expect(ids(await cache.approved(database.loader))).toEqual(['s4', 's3', 's2', 's0']);
    expect(database.reads).toEqual({ all: 1, some: 1 });

    cache.invalidate();
    expect(ids(await cache.approved(database.loader))).toEqual(['s4', 's3', 's2', 's0']);
    expect(database.reads).toEqual({ all: 2, some: 1 });
  });

  it('shares one read between concurrent callers and forgets a failed one', async () => {
    const cache = createCatalogueCache();
    const database = fakeDatabase();
    await Promise.all([cache.approved(database.loader), cache.approved(database.loader)]);
    expect(database.reads.all).toBe(1);
    cache.invalidate();
    const down = { all: () => Promise.reject(new Error('down')), some: database.loader.some };
    await expect(cache.approved(down)).rejects.toThrow('down');
    await cache.approved(database.loader);
    expect(database.reads.all).toBe(2);
  });

  it('keeps the studios to read again when reading them failed', async () => {
    const cache = createCatalogueCache();
    const database = fakeDatabase();
    await cache.approved(database.loader);
    database.stored.set('new', { id: 'new', publicNumber: 1, approved: true, version: 0 });
    cache.studioChanged('new');
    const down = { all: database.loader.all, some: () => Promise.reject(new Error('down')) };
    await expect(cache.approved(down)).rejects.toThrow('down');
    expect(ids(await cache.approved(database.loader))).toEqual(['new']);
  });

  it('reads the whole catalogue again after maxAgeMs, serving its copy meanwhile', async () => {
    let now = 0;
    const cache = createCatalogueCache({ maxAgeMs: 1000, clock: () => now });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const database = fakeDatabase((value) => held.then(() => value));
    const first = cache.approved(database.loader);
    release();
    await first;
    database.stored.set('lost', { id: 'lost', publicNumber: 1, approved: true, version: 0 });
    now = 999;
    expect(ids(await cache.approved(database.loader))).toEqual([]);
    now = 1000;
    // The copy answers at once while the whole catalogue is read again.
    expect(ids(await cache.approved(database.loader))).toEqual([]);
    await expect.poll(async () => ids(await cache.approved(database.loader))).toEqual(['lost']);
    expect(database.reads.all).toBe(2);
  });

  it('shows every write to a reader that comes after it, whatever order the reads finish in', async () => {
    type Step =
      // `named`: announced with its studio as the services do; else as a tool writing the tables
      // directly would (invalidate).
      | { kind: 'write'; studio: number; approved: boolean; named: boolean }
      | { kind: 'read' }
      | { kind: 'age' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          kind: fc.constant('write' as const),
          studio: fc.nat(5),
          approved: fc.boolean(),
          named: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
        }),
      },
      { weight: 4, arbitrary: fc.constant({ kind: 'read' as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'age' as const }) },
    );
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(step, { maxLength: 30 }), async (s, steps) => {
        let now = 0;
        const cache = createCatalogueCache({ maxAgeMs: 1000, clock: () => now });
        const database = fakeDatabase((value) => s.schedule(Promise.resolve(value)));
        const checks: Promise<void>[] = [];
        /** Per studio, whether each of its versions was approved (index = version). */
        const history = new Map<string, boolean[]>();
        for (const current of steps) {
          if (current.kind === 'write') {
            const id = `s${current.studio}`;
            const versions = history.get(id) ?? [false];
            versions.push(current.approved);
            history.set(id, versions);
            database.stored.set(id, {
              id,
              publicNumber: current.studio,
              approved: current.approved,
              version: versions.length - 1,
            });
            // After the commit, as the services do.
            if (current.named) cache.studioChanged(id);
            else cache.invalidate();
          } else if (current.kind === 'read') {
            // The reader sees every write made before it asked, or a later one.
            const asked = new Map([...database.stored].map(([id, { version }]) => [id, version]));
            checks.push(
              cache.approved(database.loader).then((list) => {
                const seen = new Map(
                  list.map((r) => [r.id, (r as unknown as StoredStudio).version]),
                );
                for (const [id, askedVersion] of asked) {
                  const versions = history.get(id)!;
                  const version = seen.get(id);
                  if (version === undefined) {
                    expect(versions.slice(askedVersion)).toContain(false);
                  } else {
                    expect(version).toBeGreaterThanOrEqual(askedVersion);
                    expect(versions[version]).toBe(true);
                  }
                }
                expect([...list].sort(newestFirst)).toEqual(list);
                // A search's remembered matches, patched from the list before, as a new search.
                const even = (record: StudioRecord) => record.publicNumber % 2 === 0;
                expect(matchingStudios(list, 'even', even)).toEqual(list.filter(even));
              }),
            );
          } else now += 1000;
        }
        await s.waitFor(Promise.all(checks));
        // Once everything settled, the copy is exactly the database.
        const final = cache.approved(database.loader);
        await s.waitFor(final);
        expect(await final).toEqual(database.approvedNow());
      }),
      { numRuns: 300 },
    );
  });

  it('keeps finished guest responses per key with an ETag, and drops them on change', async () => {
    const cache = createCatalogueCache();
    const database = fakeDatabase();
    let builds = 0;
    const build = async () => {
      await cache.approved(database.loader);
      builds += 1;
      return { body: `[${builds}]` };
    };
    const first = await cache.guestResponse('list', build);
    expect(first).toEqual({ body: '[1]', etag: etagOf('[1]') });
    expect(await cache.guestResponse('list', build)).toBe(first);
    expect(cache.readyGuestResponse('list')).toEqual(first);
    expect(cache.readyGuestResponse('other')).toBeUndefined();
    cache.studioChanged('any');
    expect(cache.readyGuestResponse('list')).toBeUndefined();
    expect((await cache.guestResponse('list', build)).body).toBe('[2]');
    cache.invalidate();
    expect(cache.readyGuestResponse('list')).toBeUndefined();
    expect((await cache.guestResponse('list', build)).body).toBe('[3]');
  });

  it('does not keep a response built from a catalogue that changed meanwhile', async () => {
    const cache = createCatalogueCache();
    const database = fakeDatabase();
    let builds = 0;
    const response = cache.guestResponse('list', async () => {
      await cache.approved(database.loader);
      cache.studioChanged('any'); // a write lands while this response is being built
      return { body: String(++builds) };
    });
    // The response's own bookkeeping ran before its callers hear of it.
    await response;
    const again = await cache.guestResponse('list', async () => ({ body: String(++builds) }));
    expect(again.body).toBe('2');
  });

  it('tells its listeners of every change until they stop listening', () => {
    const cache = createCatalogueCache();
    const heard: string[] = [];
    const stop = cache.onInvalidate(() => heard.push('pages'));
    cache.studioChanged('one');
    cache.invalidate();
    stop();
    cache.invalidate();
    expect(heard).toEqual(['pages', 'pages']);
  });
});
