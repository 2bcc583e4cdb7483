import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { PageReady } from './app/page-ready.js';
import { AppProviders } from './app/providers.js';
import { createAppRouter } from './app/router.js';
import { createRoutes } from './app/routes.js';
import { preloadMatchedRoutes } from './app/preload-matched-routes.js';
import { showCarriedToasts } from './lib/notify.js';
import { createQueryClient } from './lib/query-client.js';
import { localeBasename, splitLocalePath } from '#domain/site-paths.js';
import { loadCatalogue } from './i18n/catalogues.js';
import { createI18n } from './i18n/i18n.js';

/**
 * The single-page app: the pages of one visitor's own (login, dashboard, …), which the server sends as an
 * empty shell, and every page reached from them by a link. A page the server renders never starts it: its
 * islands hydrate on their own (islands/hydrate-islands.tsx).
 */
async function start(root: HTMLElement) {
  // The app stays in the language its first page was opened in: a switch of language loads a page.
  const { locale } = splitLocalePath(window.location.pathname);
  document.documentElement.lang = locale;
  const routes = createRoutes();
  const [messages] = await Promise.all([loadCatalogue(locale), preloadMatchedRoutes(routes, localeBasename(locale))]);
  showCarriedToasts();
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} locale={locale} i18n={createI18n(locale, messages)}>
        <RouterProvider router={createAppRouter(routes, localeBasename(locale))} />
      </AppProviders>
      <PageReady />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
