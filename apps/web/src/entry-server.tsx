// The server's copy of the web app (docs/decisions/017 and 022): renders the public pages to
// HTML as a visitor sees them (SSR), with the responses they asked for and what their head is
// made from, for the API to send in place of the empty page. Built by
// `vite build --ssr src/entry-server.tsx` into dist-server/, imported by the API (apps/api/src/ssr).
import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import type { PageHeadSource } from '@studio-hive/domain';
import { App } from './app/app';
import { AppRoutes } from './app/routes';
import { SERVER_RENDERED_PAGES } from './app/server-rendered-pages';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { PageHeadCollector } from './lib/use-page-head';

/**
 * A render asks for its data (and loads its screen's code), the responses arrive, and it is
 * rendered again with them; a page whose second render asks for more (data that depends on other
 * data) gets one more round.
 */
const MAX_ROUNDS = 3;

/** Each page's calls go through the `fetch` its request was given (the visitor's address). */
const pageFetch = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const send = pageFetch.getStore();
  if (!send) throw new Error('An API call outside of a page being rendered');
  return send(input, init);
});

/** Queries a render asked for that have no response yet and would be fetched in a browser. */
function pendingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' })
    .filter((query) => {
      const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
      const on =
        typeof enabled === 'function' ? (enabled as (q: Query) => unknown)(query) : enabled;
      return on !== false && queryFn !== undefined && queryFn !== skipToken;
    });
}

/**
 * The page's markup, and what its head is made from (as its screen named it in `head`). A part
 * that throws would leave the browser to render it (and a page that differs on arrival): the error
 * is thrown instead, and the API sends the page without SSR.
 */
async function render(
  url: string,
  queryClient: QueryClient,
  head: { source: PageHeadSource | null },
): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageHeadCollector value={(source) => void (head.source = source)}>
        <App queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </App>
      </PageHeadCollector>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every part in place in the markup: React would otherwise move large parts into place
      // with inline scripts, which the Content-Security-Policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await text(prelude);
  if (errors.length > 0) throw errors[0];
  return html;
}

/**
 * Whether a render still needs scripts to put parts in place (React writes them for a part that
 * waited, such as a screen whose module this process had not loaded yet), which the
 * Content-Security-Policy refuses: such a render is made again. Nothing else in a rendered page
 * is a script.
 */
const needsScripts = (html: string) => html.includes('<script');

/**
 * The page at `url` (path and query) as a visitor sees it, its calls sent through `fetch`; null
 * when it is not rendered on the server or one of its responses failed (the browser then renders
 * it and shows the failure as usual).
 */
export async function renderPage(
  url: string,
  options: { fetch: typeof fetch },
): Promise<{
  html: string;
  state: unknown;
  modules: string[];
  head: PageHeadSource | null;
} | null> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const page = SERVER_RENDERED_PAGES.find((candidate) => matchPath(candidate.path, pathname));
  if (!page) return null;

  return pageFetch.run(options.fetch, async () => {
    const queryClient = createQueryClient();
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const head = { source: null as PageHeadSource | null };
      const html = await render(url, queryClient, head);
      const queries = pendingQueries(queryClient);
      if (queries.length === 0 && !needsScripts(html)) {
        return { html, state: dehydrate(queryClient), modules: [page.module], head: head.source };
      }
      const responses = await Promise.allSettled(
        queries.map((query) =>
          queryClient.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false }),
        ),
      );
      if (responses.some((response) => response.status === 'rejected')) return null;
    }
    return null;
  });
}
