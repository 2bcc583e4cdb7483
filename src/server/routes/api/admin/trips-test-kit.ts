import { asc, eq } from 'drizzle-orm';
import * as t from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import type { TestContext } from '#server/test/test-app.js';

/** Ids the catalogue editor picks from, as the seeded database has them. */
export async function editorReference(ctx: TestContext) {
  const db = ctx.database.db;
  const [tripTypes, interests, inclusions, destinations, classes] = await Promise.all([
    db.select().from(t.tripTypes).orderBy(asc(t.tripTypes.id)),
    db.select().from(t.categories).where(eq(t.categories.kind, 'interest')).orderBy(asc(t.categories.id)),
    db.select().from(t.categories).where(eq(t.categories.kind, 'inclusion')).orderBy(asc(t.categories.id)),
    db.select().from(t.destinations).orderBy(asc(t.destinations.id)),
    db.select().from(t.serviceClasses).orderBy(asc(t.serviceClasses.sortOrder)),
  ]);
  return {
    tripTypeId: tripTypes[0]!.id,
    interestIds: interests.slice(0, 2).map((c) => c.id),
    inclusionIds: inclusions.slice(0, 3).map((c) => c.id),
    destinations,
    classNames: classes.map((c) => c.name),
  };
}
export type EditorReference = Awaited<ReturnType<typeof editorReference>>;

/** The 18 cells of a full budget table, each priced from `base`. */
export function fullGrid(ref: EditorReference, base = 1000) {
  return (['Low', 'High'] as const).flatMap((season, s) =>
    ref.classNames.flatMap((service_class, c) =>
      [2, 4, 6].map((quantity, q) => ({ season, service_class, quantity, price: base + s * 100 + c * 10 + q })),
    ),
  );
}

/** A complete trip body, ready to publish. */
export function tripBody(ref: EditorReference, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Editor Test Safari',
    trip_type_id: ref.tripTypeId,
    category_ids: ref.interestIds,
    destination_ids: [ref.destinations[1]!.id, ref.destinations[0]!.id],
    description: '<p>Three days in the <strong>north</strong>.</p>',
    itinerary: [
      { day: 1, title: 'Arrive', description: '<p>Pick-up at the airport.</p>' },
      { day: 2, title: 'Game drive', description: '<ul><li>Full day</li></ul>' },
    ],
    addon_ids: ref.inclusionIds.slice(0, 2),
    exclusion_ids: ref.inclusionIds.slice(2),
    from_date: '2027-01-01',
    to_date: '2027-12-31',
    base_price: 900,
    budgets: fullGrid(ref),
    media_uuid: null,
    ...overrides,
  };
}

/** The editor's calls, signed in as one staff member. */
export function catalogueEditor(ctx: TestContext, headers: { authorization: string }) {
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call(ctx.app, { method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    list: (query = '') => send('GET', `/api/admin/trips${query}`),
    get: (uuid: string) => send('GET', `/api/admin/trips/${uuid}`),
    create: (body: unknown) => send('POST', '/api/admin/trips', body),
    save: (uuid: string, body: unknown) => send('PUT', `/api/admin/trips/${uuid}`, body),
    state: (uuid: string, change: 'publish' | 'unpublish' | 'archive') =>
      send('POST', `/api/admin/trips/${uuid}/${change}`),
  };
}
