import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The theme's CSS variables (worked out at build time), then the plain components' styles, before
// the app's own.
import 'virtual:mantine-theme.css';
import './components/ui/classes';
import './app/touch-inputs.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { App } from './app/app';
import { readFirstRender } from './app/first-render';
import { createRoutes } from './app/routes';
import { getAuthToken } from './lib/auth-token';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root: HTMLElement = container;

const firstRender = readFirstRender();
const queryClient = createQueryClient();
if (firstRender) hydrate(queryClient, firstRender.queries);
const routes = createRoutes(queryClient, { awaitData: false });

/** The code of the pages in the URL, so the first render matches the server's markup. */
async function loadMatchedPages() {
  const matched = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

function start() {
  const router = createBrowserRouter(routes, { hydrationData: firstRender?.router });
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  if (!firstRender) {
    createRoot(root).render(app);
    return;
  }
  // Hydrating in a transition lets React yield to the browser between parts of the page.
  startTransition(() => {
    hydrateRoot(root, app);
  });
  // The server renders every page for a guest; a signed-in viewer's own data replaces it.
  if (getAuthToken()) void queryClient.invalidateQueries();
}

if (firstRender) void loadMatchedPages().then(start);
else start();
