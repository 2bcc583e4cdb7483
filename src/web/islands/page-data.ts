import type { DehydratedState } from '@tanstack/react-query';
import type { Locale } from '#domain/i18n/locales.js';
import type { Messages } from '#web/i18n/i18n.js';
import type { PageLocation } from '#web/lib/navigation.js';

/** One island of the page: which one, and its props. */
export interface PageIsland {
  name: string;
  props: object;
}

/**
 * What a server-rendered page hands its islands (hydrate-islands.tsx), in one JSON script that never runs:
 * only the queries the islands read, and each island's props by its number on the page.
 */
export interface PageData {
  queries: DehydratedState;
  islands: Record<number, PageIsland>;
  /** the site's public origin, for canonical and social URLs */
  origin: string;
  /** the currency the prices were rendered in */
  currency: string;
  /** the page's path and query string as the server rendered it, without its locale's prefix */
  location: PageLocation;
  locale: Locale;
  /** the messages the islands showed, compiled for the locale: the rest of its catalogue loads once the page is ready */
  messages: Messages;
}

export const PAGE_DATA_ID = 'boot-data';

/**
 * JSON safe inside <script type="application/json">: no `</script>` or `<!--` can close or bend the element,
 * and the line separators old parsers choke on are escaped too.
 */
export function serializePageData(data: PageData): string {
  const { queries, islands, ...rest } = data;
  const dehydrated = `{"mutations":${scriptSafeJson(queries.mutations)},"queries":[${queries.queries.map(queryJson).join(',')}]}`;
  const shown = Object.entries(islands).map(
    ([id, { name, props }]) => `"${id}":{"name":${scriptSafeJson(name)},"props":${dataJson(props)}}`,
  );
  return joinMembers([`"queries":${dehydrated}`, `"islands":{${shown.join(',')}}`, members(rest)]);
}

/** A value whose JSON is made already (an island's props, made as it registered): the page data writes that. */
export function knownJson<T extends object>(value: T, json: string): T {
  dataJsonOf.set(value, scriptSafe(json));
  return value;
}

/**
 * A query's data is the largest part of the page data, and on the server it is the catalogue's own answer, the same
 * object on every page of a catalogue version (catalogue-port.ts): its JSON is made once per object. The rest of the
 * query (its times) is new on each page. Written member by member, the order of a query's fields differs from
 * `JSON.stringify`'s; the browser reads the same value.
 */
function queryJson({ state, ...query }: DehydratedState['queries'][number]): string {
  const { data, ...times } = state;
  return joinMembers([
    `"state":${joinMembers([data === undefined ? '' : `"data":${dataJson(data)}`, members(times)])}`,
    members(query),
  ]);
}

const dataJsonOf = new WeakMap<object, string>();

function dataJson(data: unknown): string {
  if (typeof data !== 'object' || data === null) return scriptSafeJson(data);
  let json = dataJsonOf.get(data);
  if (json === undefined) dataJsonOf.set(data, (json = scriptSafeJson(data)));
  return json;
}

/** An object's members as JSON, without its braces (empty for an empty object). */
const members = (value: object) => scriptSafeJson(value).slice(1, -1);
const joinMembers = (parts: string[]) => `{${parts.filter(Boolean).join(',')}}`;

const scriptSafeJson = (value: unknown) => scriptSafe(JSON.stringify(value));

// One pass over the JSON, not one per character.
const scriptSafe = (json: string) => json.replace(UNSAFE_IN_SCRIPT, (char) => SCRIPT_SAFE[char]!);

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const SCRIPT_SAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** The server's page data, or null on a page the browser renders alone (an account page, the dev server). */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}

/** A query's data among the page data's queries, found without the query library (by its key's hash). */
export function pageQueryData<T>(queries: DehydratedState, key: readonly string[]): T | undefined {
  const hash = JSON.stringify(key);
  return queries.queries.find((query) => query.queryHash === hash)?.state.data as T | undefined;
}
