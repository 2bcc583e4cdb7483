import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageRenderResult, RenderPage } from '#domain/api/page-render.js';
import { LOCALES, type Locale } from '#domain/i18n/locales.js';
import { localeBasename, splitLocalePath } from '#domain/site-paths.js';
import { HeadCollectorContext, type HeadCollector, type PageHeadTags } from '#web/components/page-head.js';
import { SeoTags } from '#web/components/seo-tags.js';
import { IslandHostContext } from './islands/island.js';
import { serializePageData } from './islands/page-data.js';
import { createIslandHost, renderIslands } from './islands/render-islands.js';
import { PartKeeperContext } from './islands/kept-part.js';
import { createPartKeeper, placeKeptParts } from './islands/keep-parts.js';
import { AppProviders } from './app/providers.js';
import { serverLoaders, type ServerLoadContext } from './app/route-data.js';
import { createRoutes, isAppRenderedRoute, isClientOnlyRoute } from './app/routes.js';
import { getSplashQueryOptions } from './features/reference/api/get-splash.js';
import { createQueryClient } from './lib/query-client.js';
import { renderToHtml } from './render-to-html.js';
import { createI18n } from './i18n/i18n.js';
import { serverCatalogues } from './i18n/server-catalogues.js';
import { installServedIcons } from './islands/served-icons.js';

installServedIcons();

const routes = createRoutes(serverLoaders);
const translators = new Map(LOCALES.map((locale) => [locale, createI18n(locale, serverCatalogues[locale])]));

/** One route tree for every locale, each under its basename (`/de`), so links and redirects keep the page's language. */
const handlers = new Map<Locale, ReturnType<typeof createStaticHandler>>(
  LOCALES.map((locale) => [locale, createStaticHandler(routes, { basename: localeBasename(locale) || '/' })]),
);

/**
 * Renders one public page on the server: the route tree's loaders fill a fresh query cache from the
 * catalogue port, React renders the page from it with its islands left as placeholders, then each island
 * is rendered as the browser will hydrate it, and only what the islands read travels as page data.
 */
export const render: RenderPage = async (
  request,
  { catalogueIn, currencyCode, origin, trackedRequest, personal = false },
): Promise<PageRenderResult> => {
  const url = new URL(request.url);
  const { locale, path } = splitLocalePath(url.pathname);
  const queryClient = createQueryClient();
  try {
    return await renderRoute(request, {
      queryClient,
      locale,
      path,
      currencyCode,
      origin,
      catalogueIn,
      trackedRequest,
      personal,
    });
  } finally {
    // Its queries' collection timers (`gcTime`, an hour for the reference lists) would hold the client and every
    // answer it read for that long: one page's data per URL ever rendered, the heap's growth until it ran out
    // (decision 019). The page is made; nothing reads this client again.
    queryClient.clear();
  }
};

interface RouteRender extends Pick<
  Parameters<RenderPage>[1],
  'catalogueIn' | 'currencyCode' | 'origin' | 'trackedRequest'
> {
  personal: boolean;
  queryClient: QueryClient;
  locale: Locale;
  path: string;
}

async function renderRoute(
  request: Request,
  { queryClient, locale, path, currencyCode, origin, catalogueIn, trackedRequest, personal }: RouteRender,
): Promise<PageRenderResult> {
  const url = new URL(request.url);
  const handler = handlers.get(locale)!;
  const i18n = translators.get(locale)!;
  const loadContext: ServerLoadContext = {
    queryClient,
    port: catalogueIn(locale),
    trackedRequest,
    currencyCode,
    locale,
  };
  // Known before any loader runs: an account page gets the shell without a database read. The handler's own match
  // decides (its routes ranked once): a second `matchRoutes` ranked the whole tree again on every render.
  let clientOnly = false;
  const context = await handler.query(request, {
    requestContext: loadContext,
    async dataStrategy({ matches }) {
      clientOnly = isClientOnlyRoute(matches.at(-1)?.route.handle, url);
      if (clientOnly) return {};
      const loaded = matches.filter((match) => match.shouldLoad);
      const results = await Promise.all(loaded.map((match) => match.resolve()));
      return Object.fromEntries(loaded.map((match, i) => [match.route.id, results[i]!]));
    },
  });
  if (clientOnly) return { kind: 'client-only' };
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: context.status, location };
    }
    return { kind: 'unavailable', error: new Error(`loader answered ${context.status}`) };
  }
  if (context.errors) return { kind: 'unavailable', error: Object.values(context.errors)[0] };
  // The browser renders the page again as the single-page app: no islands to hydrate, no page data.
  const app = isAppRenderedRoute(context.matches.at(-1)?.route.handle);

  // A cookie naming a currency the site no longer offers prices the page in USD, as the browser would.
  const offered = queryClient.getQueryData(getSplashQueryOptions().queryKey)?.currencies;
  const currency = offered?.some((c) => c.code === currencyCode) ? currencyCode : 'USD';
  let head: PageHeadTags | undefined;
  let banner: string | null = null;
  const collector: HeadCollector = { collect: (tags) => (head = tags), banner: (src) => (banner ??= src) };
  const host = createIslandHost();
  // The single-page app's pages are rendered again in the browser as a whole: nothing is kept for them.
  const keeper = app ? null : createPartKeeper();
  const providers = (children: ReactNode) => (
    <AppProviders queryClient={queryClient} currency={currency} origin={origin} locale={locale} i18n={i18n}>
      {children}
    </AppProviders>
  );
  const page = await renderToHtml(
    <StrictMode>
      <HeadCollectorContext value={collector}>
        <IslandHostContext value={host}>
          <PartKeeperContext value={keeper}>
            {providers(
              <StaticRouterProvider
                router={createStaticRouter(handler.dataRoutes, context)}
                context={context}
                hydrate={false}
              />,
            )}
          </PartKeeperContext>
        </IslandHostContext>
      </HeadCollectorContext>
    </StrictMode>,
  );
  const placed = keeper
    ? await placeKeptParts(page, keeper.parts, { version: catalogueIn, locale, currency, host, provide: providers })
    : page;
  const { body, data, shown } = await renderIslands(placed, host.islands, {
    queryClient,
    // The islands' HTML is kept per catalogue version, but never a page of one visitor's own (keep-islands.tsx).
    version: personal ? undefined : catalogueIn,
    currency,
    origin,
    location: { pathname: path, search: url.search },
    locale,
    i18n,
  });
  const headHtml = head ? renderToStaticMarkup(<SeoTags {...head} />) : '';
  return {
    kind: 'page',
    status: context.statusCode,
    lang: locale,
    noIndex: head?.noIndex === true,
    head: headHtml,
    body,
    ...(app
      ? { app, bootData: '', islands: [], banner: null }
      : {
          bootData: serializePageData(data),
          islands: shown.map(({ definition }) => ({ name: definition.name, hydrate: definition.hydrate })),
          banner,
        }),
  };
}
