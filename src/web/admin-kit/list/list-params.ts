import { isCalendarDate } from '#domain/dates/calendar-date.js';

// Every back-office list keeps its filters, search, sort and page in the address bar, so a reload, the Back
// button and a pasted link show the same list. A list declares its parameters once (a `ListSpec`); this
// module reads them from a query string and writes them back, defaults left out.

/** One query parameter: `read` never fails (unknown or malformed is the default); `write` omits the default. */
export interface Param<T> {
  read(raw: string | null): T;
  write(value: T): string | undefined;
}

/** One of `values`, or nothing (All). */
export const oneOf = <T extends string>(values: readonly T[]): Param<T | undefined> => ({
  read: (raw) => values.find((value) => value === raw),
  write: (value) => value,
});

/** One of `values`, `fallback` when absent (and then left out of the URL). */
export const oneOfOr = <T extends string>(values: readonly T[], fallback: T): Param<T> => ({
  read: (raw) => values.find((value) => value === raw) ?? fallback,
  write: (value) => (value === fallback ? undefined : value),
});

/** A box ticked or not: `1` in the URL. */
export const flag: Param<boolean> = { read: (raw) => raw === '1', write: (value) => (value ? '1' : undefined) };

/** A calendar day, `2026-12-01`. */
export const calendarDay: Param<string | undefined> = {
  read: (raw) => (raw && isCalendarDate(raw) ? raw : undefined),
  write: (value) => value,
};

/** The search box's text: trimmed, at most 200 characters (what the API accepts). */
export const searchText: Param<string> = {
  read: (raw) => (raw ?? '').trim().slice(0, 200),
  write: (value) => value || undefined,
};

/** An identifier (a uuid): letters, digits and dashes only. */
export const identifier: Param<string | undefined> = {
  read: (raw) => (raw && /^[\w-]{1,64}$/.test(raw) ? raw : undefined),
  write: (value) => value,
};

export type Params<F> = { [K in keyof F]: Param<F[K]> };

export interface ListSpec<F, S extends string> {
  /** the list's own parameters, in the order the URL shows them; `sort`, `page` and `size` are reserved */
  params: Params<F>;
  /** the server's sorts, when the list sorts */
  sorts?: { values: readonly S[]; fallback: S };
  /** rows a page: the first is the default; more than one offers a choice */
  pageSizes?: readonly number[];
}

export type ListState<F, S extends string> = F & {
  sort: S;
  /** 0-based */
  page: number;
  pageSize: number;
};

/** The state of a declared list. */
export type StateOf<L> = L extends ListSpec<infer F, infer S> ? ListState<F, S> : never;

/** Declares a list once; the identity function, there for the types. */
export const defineList = <F, S extends string = never>(spec: ListSpec<F, S>) => spec;

const keysOf = <F>(params: Params<F>) => Object.keys(params) as (keyof F & string)[];
const RESERVED = ['sort', 'page', 'size'];

/** What the address bar says, every parameter read by its own rule. */
export function readList<F, S extends string>(spec: ListSpec<F, S>, params: URLSearchParams): ListState<F, S> {
  const state = {} as F;
  for (const key of keysOf(spec.params)) state[key] = spec.params[key].read(params.get(key));
  const sizes = spec.pageSizes ?? [];
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = spec.sorts?.values.find((value) => value === params.get('sort')) ?? spec.sorts?.fallback;
  return {
    ...state,
    sort: sort as S,
    page: Number.isInteger(page) && page >= 2 ? page - 1 : 0,
    pageSize: sizes.includes(size) ? size : (sizes[0] ?? 0),
  };
}

/**
 * The address bar for a state: this list's parameters in their declared order, then sort, page (1-based) and
 * size, defaults left out. Parameters the list does not own (`base`, e.g. a page's tab) stay as they were.
 */
export function writeList<F, S extends string>(
  spec: ListSpec<F, S>,
  state: ListState<F, S>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const owned = new Set<string>([...keysOf(spec.params), ...RESERVED]);
  const params = new URLSearchParams([...base].filter(([key]) => !owned.has(key)));
  for (const key of keysOf(spec.params)) {
    const value = spec.params[key].write(state[key]);
    if (value !== undefined) params.set(key, value);
  }
  if (spec.sorts && state.sort !== spec.sorts.fallback) params.set('sort', state.sort);
  if (state.page > 0) params.set('page', String(state.page + 1));
  const sizes = spec.pageSizes ?? [];
  if (sizes.length > 1 && state.pageSize !== sizes[0]) params.set('size', String(state.pageSize));
  return params;
}

/** The page as the API reads it. */
export const pageQuery = (state: { page: number; pageSize: number }) => ({
  limit: state.pageSize,
  offset: state.page * state.pageSize,
});
