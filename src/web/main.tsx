import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { readBootData } from './app/boot-data.js';
import { PageReady } from './app/page-ready.js';
import { AppProviders } from './app/providers.js';
import { createAppRouter } from './app/router.js';
import { createRoutes } from './app/routes.js';
import { preloadMatchedRoutes } from './lib/preload-matched-routes.js';
import { createQueryClient } from './lib/query-client.js';

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
  // As a transition, hydration works in short slices and lets the browser answer the visitor in between,
  // instead of holding the main thread for the whole page at once.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders queryClient={queryClient} currency={boot.currency} origin={boot.origin}>
          <RouterProvider router={createAppRouter(routes, boot.router)} />
        </AppProviders>
        <PageReady />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (root) void start(root);
