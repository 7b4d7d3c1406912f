// The server's copy of the web app (docs/decisions/017): draws the public pages to HTML as a
// visitor sees them, with the answers they asked for, for the API to send in place of the empty
// page. Built by `vite build --ssr src/entry-server.tsx` into dist-server/, imported by the API.
import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { App } from './app/app';
import { AppRoutes } from './app/routes';
import { SERVER_DRAWN_PAGES } from './app/server-drawn-pages';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

/**
 * A drawing asks for its data (and loads its screen's code), the answers arrive, and it is drawn
 * again with them; a page whose second drawing asks for more (data that depends on other data)
 * gets one more round.
 */
const MAX_ROUNDS = 3;

/** Each page's calls go through the `fetch` its request was given (the visitor's address). */
const pageFetch = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const send = pageFetch.getStore();
  if (!send) throw new Error('An API call outside of a page being drawn');
  return send(input, init);
});

/** Queries a drawing asked for that have no answer yet and would be fetched in a browser. */
function unanswered(queryClient: QueryClient): Query[] {
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
 * The page's markup. A part that throws would leave the browser to draw it (and a page that
 * differs on arrival): the error is thrown instead, and the API sends the page undrawn.
 */
async function draw(url: string, queryClient: QueryClient): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </App>
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
 * Whether a drawing still needs scripts to put parts in place (React writes them for a part that
 * waited, such as a screen whose module this process had not loaded yet), which the
 * Content-Security-Policy refuses: such a drawing is made again. Nothing else in a drawn page is
 * a script.
 */
const needsScripts = (html: string) => html.includes('<script');

/**
 * The page at `url` (path and query) as a visitor sees it, its calls sent through `fetch`; null
 * when it is not drawn on the server or one of its answers failed (the browser then draws it and
 * shows the failure as usual).
 */
export async function renderPage(
  url: string,
  options: { fetch: typeof fetch },
): Promise<{ html: string; state: unknown; modules: string[] } | null> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const page = SERVER_DRAWN_PAGES.find((candidate) => matchPath(candidate.path, pathname));
  if (!page) return null;

  return pageFetch.run(options.fetch, async () => {
    const queryClient = createQueryClient();
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const html = await draw(url, queryClient);
      const queries = unanswered(queryClient);
      if (queries.length === 0 && !needsScripts(html)) {
        return { html, state: dehydrate(queryClient), modules: [page.module] };
      }
      const answers = await Promise.allSettled(
        queries.map((query) =>
          queryClient.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false }),
        ),
      );
      if (answers.some((answer) => answer.status === 'rejected')) return null;
    }
    return null;
  });
}
