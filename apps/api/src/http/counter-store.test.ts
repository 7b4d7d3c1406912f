import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from './counter-store';

describe('the in-process counter store', () => {
  it('counts in a fixed window and takes back a hit only while the window lives', async () => {
    let now = 0;
    const store = createMemoryCounterStore(() => now);
    expect(await store.increment('k', 1000)).toBe(1);
    expect(await store.increment('k', 1000)).toBe(2);
    await store.decrement('k');
    expect(await store.get('k')).toBe(1);
    now = 1000; // the window has ended
    await store.decrement('k');
    expect(await store.get('k')).toBe(0);
    // A new window starts at 1, not at -1.
    expect(await store.increment('k', 1000)).toBe(1);
  });
});
