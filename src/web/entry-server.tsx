import { PassThrough } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { PageRenderResult, RenderPage } from '#domain/api/page-render.js';
import { HeadCollectorContext, type HeadCollector, type PageHeadTags } from '#web/components/page-head.js';
import { SeoTags } from '#web/components/seo-tags.js';
import { serializeBootData } from './app/boot-data.js';
import { AppProviders } from './app/providers.js';
import { serverLoaders, type ServerLoadContext } from './app/route-data.js';
import { createRoutes, isClientOnlyRoute } from './app/routes.js';
import { getSplashQueryOptions } from './features/reference/api/get-splash.js';
import { createQueryClient } from './lib/query-client.js';

const routes = createRoutes(serverLoaders);
const handler = createStaticHandler(routes);

/**
 * Renders one public page on the server: the route tree's loaders fill a fresh query cache from the
 * catalogue port, React renders the page from it, and the cache travels to the browser as boot data.
 */
export const render: RenderPage = async (request, { port, currencyCode, origin }): Promise<PageRenderResult> => {
  // Known before any loader runs: an account page gets the shell without a database read.
  if (isClientOnlyRoute(matchRoutes(routes, new URL(request.url).pathname)?.at(-1)?.route.handle)) {
    return { kind: 'client-only' };
  }
  const queryClient = createQueryClient();
  const loadContext: ServerLoadContext = { queryClient, port, currencyCode };
  const context = await handler.query(request, { requestContext: loadContext });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: context.status, location };
    }
    return { kind: 'unavailable', error: new Error(`loader answered ${context.status}`) };
  }
  if (context.errors) return { kind: 'unavailable', error: Object.values(context.errors)[0] };

  // A cookie naming a currency the site no longer offers prices the page in USD, as the browser would.
  const offered = queryClient.getQueryData(getSplashQueryOptions().queryKey)?.currencies;
  const currency = offered?.some((c) => c.code === currencyCode) ? currencyCode : 'USD';
  let head: PageHeadTags | undefined;
  const collector: HeadCollector = { collect: (tags) => (head = tags) };
  const body = await renderToHtml(
    <StrictMode>
      <HeadCollectorContext value={collector}>
        <AppProviders queryClient={queryClient} currency={currency} origin={origin}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </HeadCollectorContext>
    </StrictMode>,
  );
  const headHtml = head ? renderToStaticMarkup(<SeoTags {...head} />) : '';
  const bootData = serializeBootData({
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    origin,
    currency,
  });
  return { kind: 'page', status: context.statusCode, head: headHtml, body, bootData };
};

/** React 19's streaming renderer, read to the end: the page is cached whole and its status is known first. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const { pipe } = renderToPipeableStream(element, {
      // Everything is ready before the first byte: no boundary is sent apart to be revealed by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) return reject(failed instanceof Error ? failed : new Error(String(failed)));
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
  });
}
