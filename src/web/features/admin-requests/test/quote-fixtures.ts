import type { AdminTrip, AdminTripRow } from '#domain/api/admin-catalogue.js';
import type { QuoteAnswer } from '#domain/api/quotes.js';
import type { DeskRequest } from '#domain/api/requests-desk.js';
import { envelope, stubAdminApi, type ApiCall } from '#web/admin-kit/test/render-admin.js';
import { deskRequest } from '#web/admin-kit/test/fixtures.js';

/** The trip the request asked for, as the catalogue and the request's line name it. */
export const SERENGETI = {
  uuid: '5e2a1c3b-0000-4000-8000-00000000a001',
  name: 'Serengeti Migration Safari',
};

/** Quote v1 of the desk's request: the safari for two, three lodge nights, a honeymoon discount. */
export function deskQuote(overrides: Partial<QuoteAnswer> = {}): QuoteAnswer {
  return {
    uuid: '9d0e8f7a-0000-4000-8000-000000000101',
    number: 1,
    status: 'sent',
    lines: [
      {
        kind: 'trip',
        description: 'Serengeti Migration Safari (Comfort, High season)',
        quantity: 2,
        unit_price: 2140,
        amount: 4280,
      },
      { kind: 'accommodation', description: 'Beach lodge, Nungwi', quantity: 3, unit_price: 185.35, amount: 556.05 },
      { kind: 'discount', description: 'Honeymoon', quantity: 1, unit_price: -150, amount: -150 },
    ],
    total: 4686.05,
    currency: 'USD',
    valid_until: '2026-12-05',
    sent_at: '2026-11-21T07:30:00Z',
    decided_at: null,
    decline_reason: null,
    message: 'Here is the plan we talked about.',
    itinerary: [
      { day_number: 1, title: 'Arusha', description: 'Welcome dinner.' },
      { day_number: 2, title: 'Serengeti', description: 'Game drive.' },
    ],
    includes: ['Park fees', 'Airport transfers'],
    excludes: ['International flights'],
    ...overrides,
  };
}

/** The desk's request for the safari, its line naming the catalogue's trip; `overrides` change what a test is about. */
export function quotedRequest(overrides: Partial<DeskRequest> = {}): DeskRequest {
  const base = deskRequest();
  return {
    ...base,
    lines: base.lines.map((line) => ({ ...line, item_uuid: SERENGETI.uuid })),
    ...overrides,
  };
}

/** A published trip as the back office's catalogue answers it (its days are the catalogue's rich text). */
export function catalogueTrip(overrides: Partial<AdminTrip> = {}): AdminTrip {
  return {
    id: 7,
    uuid: SERENGETI.uuid,
    slug: 'serengeti-migration-safari',
    status: 'published',
    version: 2,
    name: SERENGETI.name,
    image: '/img/serengeti.webp',
    banner: '/img/serengeti-banner.webp',
    media_uuid: null,
    updated_at: '2026-11-20T08:00:00Z',
    trip_type_id: 1,
    category_ids: [],
    destination_ids: [],
    description: '<p>Follow the herds.</p>',
    itinerary: [
      { day: 1, title: 'Arusha', description: '<p>Welcome dinner &amp; briefing</p>' },
      { day: 2, title: 'Serengeti', description: '<ul><li>Game drive</li><li>Picnic lunch</li></ul>' },
    ],
    addon_ids: [],
    exclusion_ids: [],
    from_date: null,
    to_date: null,
    base_price: 1800,
    budgets: [],
    has_requests: true,
    ...overrides,
  };
}

const ZANZIBAR: AdminTripRow = {
  ...catalogueTrip({ id: 8, uuid: '5e2a1c3b-0000-4000-8000-00000000a002', name: 'Zanzibar Spice Tour' }),
  trip_type: 'Tour',
  destinations: [],
};

const SPLASH = {
  currencies: [],
  locations: [],
  categories: [],
  searviceClasses: [
    { id: 1, name: 'Economy' },
    { id: 2, name: 'Comfort' },
    { id: 3, name: 'Luxury' },
  ],
  countries: [],
  genders: [],
  seasons: [],
  tripTypes: [],
  regions: [],
};

export type Answer = (call: ApiCall) => [number, unknown];

/**
 * The server of a request page with quotes: the request as stored (a 409's or a sent quote's answer brings the next
 * one), the reference lists and the catalogue; each quote sent takes the next of `answers`.
 */
export function stubQuoteServer(stored: DeskRequest, answers: Answer[] = []) {
  let current = stored;
  const api = stubAdminApi((call) => {
    const path = call.url.pathname;
    if (path === '/api/splash') return [200, envelope(SPLASH)];
    if (path === '/api/admin/trips') {
      const rows = [ZANZIBAR, { ...catalogueTrip(), trip_type: 'Safari', destinations: [] }];
      return [200, envelope({ trips: rows, total: rows.length })];
    }
    if (path.startsWith('/api/admin/trips/')) return [200, envelope({ trip: catalogueTrip() })];
    if (call.method === 'GET') return [200, envelope({ request: current })];
    const [status, body] = answers.shift()!(call);
    const next = (body as { data?: { request?: DeskRequest } }).data?.request;
    if (next) current = next;
    return [status, body];
  });
  return {
    ...api,
    /** the request as the next GET answers it (after a quote is sent) */
    storeNext: (request: DeskRequest) => {
      current = request;
    },
    quotes: () => api.calls.filter((call) => call.method === 'POST' && call.url.pathname.endsWith('/quotes')),
  };
}
