import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readServerState } from './server-state';

const RENDERED_AT = Date.UTC(2026, 10, 29, 10, 0, 0);
const READ_AT = RENDERED_AT + 45_000; // a cached page, sent 45 s after it was rendered

function pageWith(content: string | null) {
  document.body.innerHTML =
    content === null ? '' : `<script type="application/json" id="app-state"></script>`;
  const block = document.getElementById('app-state');
  if (block && content !== null) block.textContent = content;
}

// A response of the page, as the server dehydrated it (its key as the listing's fetcher writes it).
const listKey = JSON.parse('["studios","list",{"page":1}]') as unknown[];

const rendered: DehydratedState = {
  mutations: [],
  queries: [
    {
      queryKey: listKey,
      queryHash: JSON.stringify(listKey),
      dehydratedAt: RENDERED_AT,
      state: {
        data: { items: [], total: 0 },
        dataUpdateCount: 1,
        dataUpdatedAt: RENDERED_AT,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    },
  ],
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('readServerState', () => {
  it('gives the responses of the page as received when read', () => {
    pageWith(JSON.stringify(rendered));
    const state = readServerState(document, READ_AT);
    expect(state?.queries).toHaveLength(1);
    expect(state?.queries[0]?.state.data).toEqual({ items: [], total: 0 });
    expect(state?.queries[0]?.state.dataUpdatedAt).toBe(READ_AT);
  });

  it('leaves a page rendered 45 s before fresh for a 30 s staleTime, where its own times would not', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: READ_AT });
    pageWith(JSON.stringify(rendered));
    const stale = (state: DehydratedState) => {
      const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
      hydrate(client, state);
      return client.getQueryCache().find({ queryKey: listKey })!.isStaleByTime(30_000);
    };
    expect(stale(rendered)).toBe(true);
    expect(stale(readServerState(document, READ_AT)!)).toBe(false);
  });

  it('gives null for a page without responses or with a broken block', () => {
    pageWith(null);
    expect(readServerState(document, READ_AT)).toBeNull();
    pageWith('');
    expect(readServerState(document, READ_AT)).toBeNull();
    pageWith('{"queries":');
    expect(readServerState(document, READ_AT)).toBeNull();
    pageWith('{"note":1}');
    expect(readServerState(document, READ_AT)).toBeNull();
    pageWith('{"queries":[null]}');
    expect(readServerState(document, READ_AT)).toBeNull();
  });
});
