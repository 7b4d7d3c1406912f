import { describe, expect, it } from 'vitest';
import { createCatalogueCache, etagOf } from './catalogue-cache';
import type { StudioRecord } from './studio-records';

const records = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: String(i) })) as unknown as StudioRecord[];

describe('createCatalogueCache', () => {
  it('loads once, then serves the copy until invalidated', async () => {
    const cache = createCatalogueCache();
    let loads = 0;
    const load = async () => records(++loads);
    expect(await cache.approved(load)).toHaveLength(1);
    expect(await cache.approved(load)).toHaveLength(1);
    cache.invalidate();
    expect(await cache.approved(load)).toHaveLength(2);
  });

  it('shares one load between concurrent callers and forgets a failed one', async () => {
    const cache = createCatalogueCache();
    let loads = 0;
    // Still pending when the second caller asks (no timer: approved() keeps the promise at once).
    const slow = () => Promise.resolve().then(() => records(++loads));
    await Promise.all([cache.approved(slow), cache.approved(slow)]);
    expect(loads).toBe(1);
    cache.invalidate();
    await expect(cache.approved(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.approved(slow)).toHaveLength(2);
  });

  it('reloads after maxAgeMs, the backstop for a lost change notification', async () => {
    let now = 0;
    const cache = createCatalogueCache({ maxAgeMs: 1000, clock: () => now });
    let loads = 0;
    const load = async () => records(++loads);
    await cache.approved(load);
    now = 999;
    await cache.approved(load);
    now = 1000;
    await cache.approved(load);
    expect(loads).toBe(2);
  });

  it('keeps finished guest responses per key with an ETag, and drops them on change', async () => {
    const cache = createCatalogueCache();
    let builds = 0;
    const build = async () => {
      await cache.approved(async () => records(1));
      builds += 1;
      return { body: `[${builds}]` };
    };
    const first = await cache.guestResponse('list', build);
    expect(first).toEqual({ body: '[1]', etag: etagOf('[1]') });
    expect(await cache.guestResponse('list', build)).toBe(first);
    expect(cache.readyGuestResponse('list')).toEqual(first);
    expect(cache.readyGuestResponse('other')).toBeUndefined();
    cache.invalidate();
    expect(cache.readyGuestResponse('list')).toBeUndefined();
    expect((await cache.guestResponse('list', build)).body).toBe('[2]');
  });

  it('does not keep an response built from a catalogue that changed meanwhile', async () => {
    const cache = createCatalogueCache();
    let builds = 0;
    const response = cache.guestResponse('list', async () => {
      await cache.approved(async () => records(1));
      cache.invalidate(); // a write lands while this response is being built
      return { body: String(++builds) };
    });
    await response;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const again = await cache.guestResponse('list', async () => ({ body: String(++builds) }));
    expect(again.body).toBe('2');
  });

  it('tells its listeners of every change until they stop listening', () => {
    const cache = createCatalogueCache();
    const heard: string[] = [];
    const stop = cache.onInvalidate(() => heard.push('pages'));
    cache.invalidate();
    cache.invalidate();
    stop();
    cache.invalidate();
    expect(heard).toEqual(['pages', 'pages']);
  });
});
