import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { ANSWER_WITHIN_HOURS, type RequestStatus, type RequestType } from '#domain/requests/request-status.js';
import type { DeskListQuery, DeskSort } from '#domain/schemas/admin-requests.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { sentInColumns, type SentInRecord } from './sent-in-columns.js';
import { travellersCompleteCondition } from './travellers-repository.js';

/** A confirmed trip whose travellers' details are not all there yet (decision 036). */
const travellersMissingCondition = and(eq(t.requests.status, 'confirmed'), sql`not ${travellersCompleteCondition}`);
import { indexedPartOf, searchCondition } from './desk-search.js';

/** One request as the inbox and the CSV export read it. */
export interface DeskListRow {
  id: number;
  uuid: string;
  reference: string;
  type: RequestType;
  status: RequestStatus;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string | null;
  itemName: string;
  startDate: string | null;
  guests: number;
  totalPrice: number | null;
  quotedPrice: number | null;
  currency: string;
  receivedAt: Date;
  sentLocale: SentInRecord['sentLocale'];
  sentCurrency: string;
  sentRate: number;
  sentRateAt: Date | null;
  sentSymbol: string | null;
  /** received_at to the microsecond, as text: where a keyset cursor resumes (desk-cursor.ts) */
  receivedAtExact: string;
  updatedAt: Date;
}

export const deskRowColumns = {
  id: t.requests.id,
  uuid: t.requests.uuid,
  reference: t.requests.reference,
  type: t.requests.type,
  status: t.requests.status,
  firstName: t.requests.firstName,
  lastName: t.requests.lastName,
  email: t.requests.email,
  phone: t.requests.phone,
  country: t.countries.name,
  itemName: t.requests.itemName,
  startDate: t.requests.startDate,
  guests: t.requests.guests,
  totalPrice: t.requests.totalPrice,
  quotedPrice: t.requests.quotedPrice,
  currency: t.requests.currency,
  ...sentInColumns,
  receivedAt: t.requests.receivedAt,
  receivedAtExact: sql<string>`(${t.requests.receivedAt} at time zone 'UTC')::text || '+00'`,
  updatedAt: t.requests.updatedAt,
};

type QueryFilters = Omit<DeskListQuery, 'sort' | 'limit' | 'offset' | 'cursor'>;

/** The query's filters, and the part of its search the trigram index is given (desk-search.ts). */
type DeskFilters = QueryFilters & { qIndexed?: string | undefined };

const answerDueFrom = () => sql`now() - make_interval(hours => ${ANSWER_WITHIN_HOURS})`;

/** A `new` request older than the promised answer time. */
export const overdueCondition = () =>
  and(eq(t.requests.status, 'new'), sql`${t.requests.receivedAt} < ${answerDueFrom()}`);

/** A `new` request still within the promised answer time: the complement, as one index range. */
const withinAnswerTime = () => and(eq(t.requests.status, 'new'), sql`${t.requests.receivedAt} >= ${answerDueFrom()}`);

/** Every filter but `status`: the inbox's tabs count each status under the others. */
function filterConditions(filters: DeskFilters): (SQL | undefined)[] {
  return [
    filters.type ? eq(t.requests.type, filters.type) : undefined,
    filters.q ? searchCondition(filters.q, filters.qIndexed) : undefined,
    filters.travel_from ? gte(t.requests.startDate, filters.travel_from) : undefined,
    filters.travel_to ? lte(t.requests.startDate, filters.travel_to) : undefined,
    filters.overdue ? overdueCondition() : undefined,
    filters.travellers_missing ? travellersMissingCondition : undefined,
  ];
}

// Each order is an index of `requests` read forwards; `reversed` is the same index read backwards.
const ORDER: Record<DeskSort, { forward: SQL[]; reversed: SQL[] }> = {
  received_desc: {
    forward: [desc(t.requests.receivedAt), desc(t.requests.id)],
    reversed: [asc(t.requests.receivedAt), asc(t.requests.id)],
  },
  received_asc: {
    forward: [asc(t.requests.receivedAt), asc(t.requests.id)],
    reversed: [desc(t.requests.receivedAt), desc(t.requests.id)],
  },
  travel_asc: {
    forward: [sql`${t.requests.startDate} asc nulls last`, asc(t.requests.id)],
    reversed: [sql`${t.requests.startDate} desc nulls first`, desc(t.requests.id)],
  },
  travel_desc: {
    forward: [sql`${t.requests.startDate} desc nulls last`, desc(t.requests.id)],
    reversed: [sql`${t.requests.startDate} asc nulls first`, asc(t.requests.id)],
  },
};

/** Only the type filter (or none): the counts are the stored ones. */
const countsAreStored = (filters: DeskFilters) =>
  !filters.q && !filters.travel_from && !filters.travel_to && !filters.overdue && !filters.travellers_missing;

/** Only `overdue` (and perhaps the type): the count comes from the stored counts (see `overdueCount`). */
const overdueAlone = (filters: DeskFilters) =>
  filters.overdue && !filters.q && !filters.travel_from && !filters.travel_to && !filters.travellers_missing;

/**
 * How many requests are overdue (of one type, or of all): the stored count of `new` ones less those
 * received within the promised time, an index range of at most a day's requests. Counting the overdue ones
 * themselves read every `new` request ever left unanswered. One statement, so both sides see one snapshot.
 */
export async function overdueCount(db: DbOrTx, type?: DeskFilters['type']): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`coalesce((select sum(${t.requestCounts.n}) from ${t.requestCounts} where ${and(
        eq(t.requestCounts.status, 'new'),
        type ? eq(t.requestCounts.type, type) : undefined,
      )}), 0) - (select count(*) from ${t.requests} where ${and(
        withinAnswerTime(),
        type ? eq(t.requests.type, type) : undefined,
      )})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row?.n ?? 0;
}

/** The longest travel window whose requests are gathered before they are ordered (see `rowsOfTravelWindow`). */
const TRAVEL_WINDOW_FIRST_DAYS = 92;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A closed travel window of at most a quarter, in received order, without a search: its requests are few
 * (a month is ~3% of them) but were mostly received long before the newest ones, so walking the received
 * order and filtering skipped tens of thousands of rows (33 ms at 200,000 requests).
 */
const travelWindowFirst = (filters: DeskFilters, sort: DeskSort) =>
  !filters.q &&
  (sort === 'received_desc' || sort === 'received_asc') &&
  Boolean(filters.travel_from && filters.travel_to) &&
  Date.parse(filters.travel_to!) - Date.parse(filters.travel_from!) <= TRAVEL_WINDOW_FIRST_DAYS * DAY_MS;

/**
 * A search's first matches, newest first, as its count found them: up to the count's cap and one, all of them
 * when `complete`.
 */
export interface SearchMatches {
  newestFirst: { id: number; status: RequestStatus }[];
  complete: boolean;
}

/** A page's filters: the query's, a keyset cursor's condition, and the ids a search was found to match. */
type PageFilters = DeskFilters & { after?: SQL | undefined; ids?: number[] | undefined };

export function createDeskListRepository(db: DbOrTx) {
  const conditions = (filters: PageFilters) =>
    and(
      ...filterConditions(filters),
      // One array parameter, so every list of ids is one statement text (prepared-statements.ts).
      filters.ids ? sql`${t.requests.id} = any(${`{${filters.ids.join(',')}}`}::int[])` : undefined,
      filters.status ? eq(t.requests.status, filters.status) : undefined,
      filters.after,
    );

  /** A search's filters with the part of it the trigram index is given (desk-search.ts). */
  const withIndexedPart = async <F extends DeskFilters>(filters: F): Promise<F> =>
    filters.q ? { ...filters, qIndexed: await indexedPartOf(db, filters.q) } : filters;

  const rows = (filters: PageFilters, order: SQL[], limit: number, offset: number) =>
    db
      .select(deskRowColumns)
      .from(t.requests)
      .leftJoin(t.countries, eq(t.countries.id, t.requests.countryId))
      .where(conditions(filters))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

  /**
   * The same page for a short travel window: the window's requests first (an index-only range of
   * requests_start_received_idx; `offset 0` keeps the planner from folding it back into the received
   * order), then the page's ids among them by received time, then their rows.
   */
  const rowsOfTravelWindow = (filters: PageFilters, newestFirst: boolean, limit: number, offset: number) => {
    const direction = newestFirst ? desc : asc;
    const order = sql.raw(newestFirst ? 'desc' : 'asc');
    // By hand: Drizzle leaves out an `offset 0`, and the fence is the point.
    const pageIds = sql`select w.id from (select ${t.requests.id} as id, ${t.requests.receivedAt} as received_at
      from ${t.requests} where ${conditions(filters)} offset 0) as w
      order by w.received_at ${order}, w.id ${order} limit ${limit} offset ${offset}`;
    return db
      .select(deskRowColumns)
      .from(t.requests)
      .leftJoin(t.countries, eq(t.countries.id, t.requests.countryId))
      .where(sql`${t.requests.id} in (${pageIds})`)
      .orderBy(direction(t.requests.receivedAt), direction(t.requests.id));
  };

  /** One page in `sort` (or its reverse, for a page read from the far end). */
  const sortedRows = (filters: PageFilters, sort: DeskSort, reversed: boolean, limit: number, offset: number) =>
    travelWindowFirst(filters, sort)
      ? rowsOfTravelWindow(filters, (sort === 'received_desc') !== reversed, limit, offset)
      : rows(filters, reversed ? ORDER[sort].reversed : ORDER[sort].forward, limit, offset);

  return {
    /**
     * One page, in the asked order (ties broken by id, so pages never overlap). With `total` known, a
     * page in the second half is read from the other end of the index and turned round, so the last
     * page skips as few rows as the first. `after` (a keyset cursor's condition) skips none at all.
     */
    async page(query: DeskListQuery, total?: number, after?: SQL, matched?: SearchMatches): Promise<DeskListRow[]> {
      const sort = query.sort ?? 'received_desc';
      // A search already counted gave its first matches in the inbox's own order: its page is a slice of them.
      const end = query.offset + query.limit;
      const inTab = matched?.newestFirst.filter((match) => !query.status || match.status === query.status);
      if (matched && inTab && !after && sort === 'received_desc' && (matched.complete || end <= inTab.length)) {
        const ids = inTab.slice(query.offset, end).map((match) => match.id);
        if (ids.length === 0) return [];
        return rows({ ...query, q: undefined, ids }, ORDER.received_desc.forward, ids.length, 0);
      }
      // Or all its matches: the page reads among those rows, not the search again.
      if (matched?.complete && matched.newestFirst.length === 0) return [];
      const filters: PageFilters = matched?.complete
        ? { ...query, q: undefined, ids: matched.newestFirst.map((match) => match.id) }
        : await withIndexedPart(query);
      if (after) return sortedRows({ ...filters, after }, sort, false, query.limit, 0);
      if (total === undefined || query.offset <= total / 2) {
        return sortedRows(filters, sort, false, query.limit, query.offset);
      }
      const limit = Math.min(query.limit, total - query.offset);
      if (limit <= 0) return [];
      return (await sortedRows(filters, sort, true, limit, total - query.offset - limit)).reverse();
    },

    /** Every match, up to `cap` (the CSV export). */
    async all(query: DeskFilters & { sort?: DeskSort | undefined }, cap: number): Promise<DeskListRow[]> {
      return sortedRows(await withIndexedPart(query), query.sort ?? 'received_desc', false, cap, 0);
    },

    /**
     * How many requests of each status match the other filters. A search is counted up to `cap` matches
     * only (`capped` past it, with no split by status): its matches are read, not looked up in a count. Its
     * first matches, newest first, come back as `matched` for the page.
     */
    async countsByStatus(
      query: DeskFilters,
      cap: number,
    ): Promise<{ counts: Partial<Record<RequestStatus, number>>; capped: boolean; matched?: SearchMatches }> {
      if (overdueAlone(query)) {
        // Every overdue request is `new`: the other tabs are empty.
        return { counts: { new: await overdueCount(db, query.type) }, capped: false };
      }
      if (countsAreStored(query)) {
        const stored = await db
          .select({ status: t.requestCounts.status, count: sql<number>`sum(${t.requestCounts.n})`.mapWith(Number) })
          .from(t.requestCounts)
          .where(query.type ? eq(t.requestCounts.type, query.type) : undefined)
          .groupBy(t.requestCounts.status);
        return { counts: Object.fromEntries(stored.map((row) => [row.status, row.count])), capped: false };
      }
      const filters = await withIndexedPart(query);
      if (!filters.q) {
        const counted = db
          .select({ status: t.requests.status })
          .from(t.requests)
          .where(and(...filterConditions(filters)))
          .as('counted');
        const found = await db.select({ status: counted.status, count: count() }).from(counted).groupBy(counted.status);
        return { counts: Object.fromEntries(found.map((row) => [row.status, row.count])), capped: false };
      }
      // A search's matches are found by reading them, so the first ones come along, newest first, for the
      // page. A common search stops at the cap walking the newest requests in requests_received_idx, which
      // holds what it reads; a rare one is looked up in the trigram index.
      const walked = db
        .select({ id: t.requests.id, status: t.requests.status, receivedAt: t.requests.receivedAt })
        .from(t.requests)
        .where(and(...filterConditions(filters)))
        .orderBy(...ORDER.received_desc.forward)
        .limit(cap + 1)
        .as('walked');
      // As one text ("id status,…"): the driver's array parser took a tenth of a common search's CPU.
      const [found] = await db
        .select({
          walk: sql<string | null>`string_agg(${walked.id} || ' ' || ${walked.status}, ','
            order by ${walked.receivedAt} desc, ${walked.id} desc)`,
        })
        .from(walked);
      const newestFirst = (found?.walk ? found.walk.split(',') : []).map((match) => {
        const [id, status] = match.split(' ');
        return { id: Number(id), status: status as RequestStatus };
      });
      if (newestFirst.length > cap) return { counts: {}, capped: true, matched: { newestFirst, complete: false } };
      const counts: Partial<Record<RequestStatus, number>> = {};
      for (const { status } of newestFirst) counts[status] = (counts[status] ?? 0) + 1;
      return { counts, capped: false, matched: { newestFirst, complete: true } };
    },

    /** How many requests of one status match a search, up to `cap + 1` (more than `cap`: capped). */
    async countUpTo(query: DeskFilters & { status: RequestStatus }, cap: number): Promise<number> {
      const filters = await withIndexedPart(query);
      const counted = db
        .select({ one: sql`1` })
        .from(t.requests)
        .where(and(...filterConditions(filters), eq(t.requests.status, filters.status)))
        .limit(cap + 1)
        .as('counted');
      const [row] = await db.select({ n: count() }).from(counted);
      return row?.n ?? 0;
    },
  };
}
