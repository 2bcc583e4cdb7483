import type { QueryKey } from '@tanstack/react-query';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import type { PageLocation } from '#web/lib/navigation.js';
import { renderToHtml } from '#web/render-to-html.js';
import { islandIdPrefix, type IslandDefinition } from './island.js';
import { IslandRoot, type IslandContext } from './island-root.js';
import { createKeptPerVersion } from './kept-per-version.js';

/** A query an island read: its key, and the page's data for it then (undefined: the page had none). */
export interface QueryRead {
  queryKey: QueryKey;
  queryHash: string;
  data: unknown;
}

/** What an island's render read of its page: the queries and the messages. */
export interface IslandReads {
  queries: Map<string, QueryRead>;
  messages: Set<string>;
}

/** The page whose islands are rendered (render-islands.tsx). */
export interface IslandPage {
  context: IslandContext;
  /** the page's catalogue version (the render's `catalogueIn`); nothing is kept without one */
  version: object | undefined;
  /** the page's data for a query (by its hash), as its loaders left it */
  dataOf(queryHash: string): unknown;
  /** notes into `into` what is read of the page from now on (null: stops) */
  watch(into: IslandReads | null): void;
  /** what a kept island read when it was rendered, read again for this page: its queries and messages join the page's */
  readAgain(reads: KeptReads): void;
}

interface KeptReads {
  queries: readonly QueryRead[];
  messages: readonly string[];
}

interface KeptIsland extends KeptReads {
  /** its HTML, cut where its `useId`s have the island's number (`KEPT_PREFIX`) */
  html: readonly string[];
  /** the page's location as the island read it: a part it did not read may differ on the pages that show it */
  read: { pathname?: string; search?: string };
}

export interface ShownIsland {
  id: number;
  definition: IslandDefinition<object>;
  props: object;
  /** the props as they travel (JSON) */
  json: string;
}

/**
 * An island's HTML is the same on every page that shows it with the same props, in the same language, currency,
 * catalogue version and day, and at the same location as far as it reads it (a trip's tabs read the query string
 * for the open tab and the stay; the header's menus read nothing of it). Such an island is rendered once and kept
 * (kept-per-version.ts, as kept parts are), with what it read: a page that shows it again reads the same queries
 * (their data must be the very data the page holds, or it is rendered again) and messages, so the page's data is
 * what a render would have given.
 */
export const KEPT_ISLANDS = { entries: 2_000, weight: 4_000_000 };
/** Weighed by their HTML's characters (a trip's tabs ~25,000, a card's heart ~200): ~8 MB at most per version. */
const keptIslands = createKeptPerVersion<KeptIsland>({
  ...KEPT_ISLANDS,
  weigh: (kept) => kept.html.reduce((sum, text) => sum + text.length, 0),
});

/** The parts of the location each island has been seen to read: they are part of its kept HTML's key. */
const locationRead = new Map<string, { pathname: boolean; search: boolean }>();

/** The `useId` prefix a kept island is rendered with, replaced with its number on each page (`islandIdPrefix`). */
const KEPT_PREFIX = 'i0kept-';

/** The island's HTML for the page, kept or rendered now. */
export async function renderIsland(island: ShownIsland, page: IslandPage): Promise<string> {
  const { id, definition, json } = island;
  if (!page.version) return render(island, page, islandIdPrefix(id));
  const { locale, currency, location } = page.context;
  const base = `${definition.name}|${locale}|${currency}|${today()}|${json}`;
  const keyAt = () => {
    const read = locationRead.get(definition.name);
    return `${base}|${read?.pathname ? location.pathname : ''}|${read?.search ? location.search : ''}`;
  };
  let kept = await keptIslands.get(page.version, keyAt(), () => renderKept(island, page));
  noteLocationRead(definition.name, kept.read);
  // Kept for a page whose location or whose data for a query differed from this one's: rendered again for this one.
  if (!fits(kept, page))
    kept = await keptIslands.get(page.version, keyAt(), () => renderKept(island, page), { replace: true });
  page.readAgain(kept);
  return kept.html.join(islandIdPrefix(id));
}

function noteLocationRead(name: string, read: KeptIsland['read']) {
  const seen = locationRead.get(name);
  const pathname = read.pathname !== undefined;
  const search = read.search !== undefined;
  if ((pathname && !seen?.pathname) || (search && !seen?.search))
    locationRead.set(name, { pathname: pathname || Boolean(seen?.pathname), search: search || Boolean(seen?.search) });
}

function fits(kept: KeptIsland, page: IslandPage): boolean {
  const { pathname, search } = page.context.location;
  return (
    (kept.read.pathname === undefined || kept.read.pathname === pathname) &&
    (kept.read.search === undefined || kept.read.search === search) &&
    kept.queries.every(({ queryHash, data }) => page.dataOf(queryHash) === data)
  );
}

/**
 * The day, in UTC and in the agency's time zone (the booking form's first date is tomorrow in Dar es Salaam): a date
 * an island shows is kept no longer than its day. Both days turn on the hour, so it is worked out once an hour.
 */
let day = { text: '', until: 0 };
const HOUR_MS = 3_600_000;
function today(): string {
  const now = Date.now();
  if (now >= day.until) {
    const date = new Date(now);
    day = {
      text: `${date.toISOString().slice(0, 10)}/${todayInDarEsSalaam(date)}`,
      until: (Math.floor(now / HOUR_MS) + 1) * HOUR_MS,
    };
  }
  return day.text;
}

async function renderKept(island: ShownIsland, page: IslandPage): Promise<KeptIsland> {
  const reads: IslandReads = { queries: new Map(), messages: new Set() };
  const read: KeptIsland['read'] = {};
  const where = page.context.location;
  const location: PageLocation = {
    get pathname() {
      return (read.pathname = where.pathname);
    },
    get search() {
      return (read.search = where.search);
    },
  };
  page.watch(reads);
  try {
    const html = await render(island, { ...page, context: { ...page.context, location } }, KEPT_PREFIX);
    return { html: html.split(KEPT_PREFIX), queries: [...reads.queries.values()], messages: [...reads.messages], read };
  } finally {
    page.watch(null);
  }
}

function render({ definition, props }: ShownIsland, { context }: IslandPage, identifierPrefix: string) {
  const Component = definition.served ?? definition.Component;
  return renderToHtml(
    <IslandRoot context={context}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix },
  );
}
