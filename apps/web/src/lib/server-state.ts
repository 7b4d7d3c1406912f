import type { DehydratedState } from '@tanstack/react-query';

/**
 * The responses a page rendered on the server was rendered from (decision 017), from its
 * `#app-state` block, as received at `now`; null when the page has none (or a broken one: its
 * screens then ask the API themselves).
 *
 * Their times are the server's, from when it rendered the page, and the server sends a rendered
 * page again for up to a minute (dropping it when the catalogue changes): read as they are, the
 * app would find them stale (staleTime 30 s) as it starts and ask again for what the page has just
 * brought, re-rendering every card at once when its queries start fetching (bench/web.md). A
 * visitor's clock may be minutes off the server's, too. So they count as received when read.
 */
export function readServerState(document: Document, now: number): DehydratedState | null {
  const block = document.getElementById('app-state');
  if (!block?.textContent) return null;
  try {
    const state = JSON.parse(block.textContent) as DehydratedState;
    for (const query of state.queries) {
      query.dehydratedAt = now;
      if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
    }
    return state;
  } catch {
    return null;
  }
}
