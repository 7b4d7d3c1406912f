import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import './styles.css';
import { App } from './app/app';
import { AppRoutes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { sessionStore } from './lib/session-store';
import { rememberServerRenderedHead } from './lib/use-document-title';

rememberServerRenderedHead();

const root = document.getElementById('root');
if (!root) throw new Error('No #root in index.html');

/** The responses a page rendered on the server was rendered from (decision 017), else null. */
function dehydratedServerState(): DehydratedState | null {
  const block = document.getElementById('app-state');
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as DehydratedState;
  } catch {
    return null; // the page still works: its screens ask the API themselves
  }
}

const queryClient = createQueryClient();
const serverState = dehydratedServerState();
if (serverState) hydrate(queryClient, serverState);

const app = (
  <StrictMode>
    <App queryClient={queryClient}>
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

if (root.hasAttribute('data-server-rendered') && sessionStore.get() === null) {
  // A visitor's page, as the server rendered it: the app hydrates the markup in place, as a
  // transition: in slices of a few milliseconds, yielding to the browser in between (bench/web.md).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // The server renders pages as a visitor sees them. A signed-in viewer may see more (a booked
  // studio's real name), so the app renders their page itself, showing the visitor's responses
  // only until its own arrive.
  if (serverState) void queryClient.invalidateQueries({ refetchType: 'none' });
  createRoot(root).render(app);
}
