import {
  hydrate,
  QueryClientContext,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { use, type ComponentType, type ReactNode } from 'react';
import { CurrencyProvider } from '#web/features/currency/components/currency-provider.js';
import { createQueryClient } from '#web/lib/query-client.js';
import { IslandContextContext, reloadInCurrency, type IslandContext } from './island-root.js';

/** One client per page in the browser, made from the page data when the first island that reads queries starts. */
const browserClients = new WeakMap<DehydratedState, QueryClient>();

function pageQueryClient(queries: IslandContext['queries']): QueryClient {
  if ('client' in queries) return queries.client;
  let client = browserClients.get(queries.dehydrated);
  if (!client) {
    client = createQueryClient();
    hydrate(client, queries.dehydrated);
    browserClients.set(queries.dehydrated, client);
  }
  return client;
}

/**
 * The page's query client, and prices at the live rate (`CurrencyProvider`), for an island's part that reads
 * queries: the query library (about 10 KB gzipped) comes with it. Nothing where they are already provided (the
 * single-page app, an island that is `withPageQueries` already).
 */
export function PageQueries({ children, prices = true }: { children: ReactNode; prices?: boolean }) {
  const provided = use(QueryClientContext);
  const island = use(IslandContextContext);
  if (provided || !island) return children;
  return (
    <QueryClientProvider client={pageQueryClient(island.queries)}>
      {prices ? (
        <CurrencyProvider initialCode={island.currency} afterSelect={reloadInCurrency}>
          {children}
        </CurrencyProvider>
      ) : (
        children
      )}
    </QueryClientProvider>
  );
}

/**
 * An island's component with the page's queries around it: `island('trip-details', withPageQueries(TripDetails))`.
 * `prices: false` for a part that shows none: it reads no live rate (the island-root's currency list stays).
 */
export function withPageQueries<P extends object>(
  Component: ComponentType<P>,
  { prices = true }: { prices?: boolean } = {},
): ComponentType<P> {
  function WithPageQueries(props: P) {
    return (
      <PageQueries prices={prices}>
        <Component {...props} />
      </PageQueries>
    );
  }
  WithPageQueries.displayName = `WithPageQueries(${Component.displayName ?? Component.name})`;
  return WithPageQueries;
}
