import '@fontsource-variable/fraunces/wght.css';
import '@fontsource-variable/inter/wght.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { readBootData } from './app/boot-data.js';
import { PageReady } from './app/page-ready.js';
import { AppProviders } from './app/providers.js';
import { createAppRouter } from './app/router.js';
import { createRoutes } from './app/routes.js';
import { preloadMatchedRoutes } from './lib/preload-matched-routes.js';
import { createQueryClient } from './lib/query-client.js';
import './styles.css';

/**
 * A server-rendered page is hydrated with the data it was rendered from (no second fetch); a page the
 * browser renders alone (an account page) starts from an empty cache.
 */
async function start(root: HTMLElement) {
  const boot = readBootData();
  const routes = createRoutes();
  const queryClient = createQueryClient();
  await preloadMatchedRoutes(routes);
  if (!boot) {
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createAppRouter(routes)} />
        </AppProviders>
        <PageReady />
      </StrictMode>,
    );
    return;
  }
  hydrate(queryClient, boot.queries);
  hydrateRoot(
    root,
    <StrictMode>
      <AppProviders queryClient={queryClient} currency={boot.currency} origin={boot.origin}>
        <RouterProvider router={createAppRouter(routes, boot.router)} />
      </AppProviders>
      <PageReady />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
