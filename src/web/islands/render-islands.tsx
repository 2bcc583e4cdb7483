import { dehydrate, hashKey, QueryCache, QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { recordingI18n } from '#web/i18n/i18n.js';
import { createQueryClient } from '#web/lib/query-client.js';
import { islandPropsJson, type IslandHost } from './island.js';
import { renderIsland, type IslandPage, type IslandReads, type QueryRead, type ShownIsland } from './keep-islands.js';
import { getSplashBasicsQueryOptions } from '#web/features/reference/api/get-splash.js';
import type { IslandContext } from './island-root.js';
import { knownJson, type PageData } from './page-data.js';
import { cutHtml, fillHtml } from './cut-html.js';

/**
 * The page an island is rendered in on the server: its query client, currency, origin and location, and its
 * catalogue version (the render's `catalogueIn`), by which its islands' HTML is kept (keep-islands.tsx); without
 * one nothing is kept.
 */
export type ServerIslandPage = Omit<IslandContext, 'queries' | 'basics'> & {
  queryClient: QueryClient;
  version?: object;
};

interface RenderedIslands {
  /** the page's HTML with each island's in its place */
  body: string;
  data: PageData;
  /** the islands in the page, in order */
  shown: readonly ShownIsland[];
}

/** The islands a page's render meets, numbered in the order they appear. */
export function createIslandHost(): IslandHost & { islands: ShownIsland[] } {
  const byKey = new Map<string, number>();
  const islands: ShownIsland[] = [];
  return {
    islands,
    register(key, definition, props) {
      const known = byKey.get(key);
      if (known !== undefined) return known;
      // Rendered from its JSON, as the browser will hydrate it: a Date prop would otherwise differ. Checked before
      // the island is counted, so a render made again (render-to-html.ts) meets the same refusal.
      const json = islandPropsJson(definition.name, props);
      const id = islands.length + 1;
      byKey.set(key, id);
      islands.push({ id, definition, props: knownJson(JSON.parse(json) as object, json), json });
      return id;
    },
  };
}

/**
 * A query cache that takes each query from the page's own cache when an island first reads it: after the
 * islands have rendered it holds exactly what they read, which is what their hydration needs and all the
 * page data carries (the rest of the page is HTML and needs no data in the browser). `watch` notes the queries
 * read from then on (one island's, keep-islands.tsx).
 */
function readThroughCache(source: QueryCache): { cache: QueryCache; watch(into: IslandReads | null): void } {
  const cache = new QueryCache();
  const build = cache.build.bind(cache) as (...args: unknown[]) => unknown;
  let watcher: Map<string, QueryRead> | null = null;
  const readThrough = (client: unknown, options: { queryKey: QueryKey; queryHash?: string }, state?: unknown) => {
    // By the query's hash, as the cache keeps it: `find` with the key hashed it again for every query it held.
    const hash = options.queryHash ?? hashKey(options.queryKey);
    const from = source.get(hash)?.state;
    if (watcher && !watcher.has(hash))
      watcher.set(hash, { queryKey: options.queryKey, queryHash: hash, data: from?.data });
    return build(client, options, cache.get(hash) ? state : (state ?? from));
  };
  cache.build = readThrough as QueryCache['build'];
  return { cache, watch: (into) => (watcher = into?.queries ?? null) };
}

/**
 * Renders each island of the page as a root of its own, as the browser hydrates it, into the placeholders
 * the page's render left (island.tsx), and gives the page's data: the islands' props, the queries they read and
 * the messages they showed.
 */
export async function renderIslands(
  body: string,
  islands: readonly ShownIsland[],
  page: ServerIslandPage,
): Promise<RenderedIslands> {
  const reads = readThroughCache(page.queryClient.getQueryCache());
  const queryClient = createQueryClient(reads.cache);
  try {
    return await renderEach(body, islands, page, queryClient, reads.watch);
  } finally {
    // As the page's own client (entry-server.tsx): its queries' timers must not keep it once the page is made.
    queryClient.clear();
  }
}

/** The placeholders a page's render leaves for its islands (`islandMarker`), found in one pass. */
const ISLAND_MARKER = /<!--island:(\d+)-->/g;

async function renderEach(
  body: string,
  islands: readonly ShownIsland[],
  page: ServerIslandPage,
  queryClient: QueryClient,
  watchQueries: (into: IslandReads | null) => void,
): Promise<RenderedIslands> {
  const messages = recordingI18n(page.i18n);
  // Every island's root reads the reference lists (the currencies, the search bar's places) as a query would,
  // without fetching, and the browser finds them among the page's queries.
  const basics = new QueryObserver(queryClient, getSplashBasicsQueryOptions()).getCurrentResult().data;
  const context: IslandContext = {
    queries: { client: queryClient },
    basics,
    currency: page.currency,
    origin: page.origin,
    location: page.location,
    locale: page.locale,
    i18n: messages.i18n,
  };
  const html = new Map<number, string>();
  // One after another: they share the query client, as they do in the browser.
  // Only the islands the page shows: a render made again after a part was not ready (render-to-html.ts) may have
  // met one in that part's placeholder first.
  const cut = cutHtml(body, ISLAND_MARKER);
  const marked = new Set(cut.slots);
  const shown = islands.filter(({ id }) => marked.has(id));
  const source = page.queryClient.getQueryCache();
  const islandPage: IslandPage = {
    context,
    version: page.version,
    dataOf: (queryHash) => source.get(queryHash)?.state.data,
    watch(into) {
      watchQueries(into);
      messages.watch(into?.messages ?? null);
    },
    readAgain(reads) {
      for (const { queryKey, queryHash } of reads.queries)
        queryClient.getQueryCache().build(queryClient, { queryKey, queryHash });
      messages.note(reads.messages);
    },
  };
  for (const island of shown) html.set(island.id, await renderIsland(island, islandPage));
  return {
    shown,
    body: fillHtml(cut, (id) => html.get(id) ?? ''),
    data: {
      queries: dehydrate(queryClient),
      islands: Object.fromEntries(shown.map(({ id, definition, props }) => [id, { name: definition.name, props }])),
      origin: page.origin,
      currency: page.currency,
      location: page.location,
      locale: page.locale,
      messages: messages.used(),
    },
  };
}
