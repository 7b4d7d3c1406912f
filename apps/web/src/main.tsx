import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import './styles.css';
import { App } from './app/app';
import { AppRoutes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { readServerState } from './lib/server-state';
import { sessionStore } from './lib/session-store';
import { rememberServerRenderedHead } from './lib/use-document-title';

rememberServerRenderedHead();

const root = document.getElementById('root');
if (!root) throw new Error('No #root in index.html');

const queryClient = createQueryClient();
const serverState = readServerState(document, Date.now());
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
