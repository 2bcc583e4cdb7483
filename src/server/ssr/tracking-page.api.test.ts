import { resolve } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteAnswer } from '#domain/api/quotes.js';
import { formatMoney } from '#domain/currency/format-price.js';
import { addDays, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { toCents } from '#domain/pricing/money.js';
import { mailOutbox } from '#server/db/schema/index.js';
import { deskTestApp, type Desk, type Visitor } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import { futureDates, type Reference } from '#server/test/requests-test-data.js';
import type { TestContext } from '#server/test/test-app.js';

// The tracking page as the built server renders it for a tracking link (`npm run build` first): the request, the
// agency's quote and what to pay read without JavaScript, in the page's language, and never from a cache.

let ctx: TestContext;
let ref: Reference;
let staff: Desk;
let sends: Visitor;
let link: { reference: string; key: string };
let quote: QuoteAnswer;
let requestUuid: string;

const page = (path: string) => ctx.app.inject({ method: 'GET', url: path });
const trackingPath = (reference: string, key: string, locale = '') =>
  `${locale ? `/${locale}` : ''}/requests/${reference}?key=${encodeURIComponent(key)}`;
const USD = [{ code: 'USD', symbol: '$', rate: 1 }];

beforeAll(async () => {
  // The built site (dist/web, and dist/ssr beside it), and the page cache on, as in production.
  ({ ctx, ref, staff, sends } = await deskTestApp('Neema', {
    WEB_DIST_DIR: resolve('dist/web'),
    CATALOGUE_CACHE_SECONDS: '300',
  }));
  const sent = await sends.sendsInquiry();
  requestUuid = sent.uuid;
  const trip = ref.trips[1]!;
  const version = (await staff.get(sent.uuid)).body.data.request.version;
  const res = await call<{ quote: QuoteAnswer }>(ctx.app, {
    method: 'POST',
    url: `/api/admin/requests/${sent.uuid}/quotes`,
    headers: staff.headers,
    payload: {
      version,
      valid_until: addDays(todayInDarEsSalaam(), 14),
      lines: [
        {
          kind: 'trip',
          trip_uuid: trip.uuid,
          start_date: futureDates().high,
          guests: 2,
          class_id: ref.classes.Comfort,
        },
        { kind: 'accommodation', description: 'Beach lodge, Nungwi', quantity: 3, unit_price: 185.35 },
        { kind: 'discount', description: 'Honeymoon', quantity: 1, unit_price: -150 },
      ],
      includes: ['Park fees', 'Airport transfers'],
      excludes: ['International flights'],
      message: 'Here is the plan we talked about.',
    },
  });
  expect(res.statusCode).toBe(201);
  quote = res.body.data.quote;
  const email = (await staff.get(sent.uuid)).body.data.request.customer.email;
  const [mail] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const key = /\/requests\/TZ-[A-Z0-9]{6}\?key=([^\s"<&]+)/.exec(mail!.textBody)?.[1];
  link = { reference: sent.reference, key: decodeURIComponent(key!) };
}, 300_000);

afterAll(() => ctx.close());

describe('the tracking page without JavaScript', () => {
  it('shows the request, the quote (lines, total, itinerary, includes, validity) in private, never-kept HTML', async () => {
    const res = await page(trackingPath(link.reference, link.key));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const html = res.body;
    expect(html).toContain(link.reference);
    for (const text of ['Beach lodge, Nungwi', 'Honeymoon', 'Park fees', 'International flights']) {
      expect(html).toContain(text);
    }
    const total = formatMoney(quote.total, 'USD', USD, 'en', toCents(quote.total) % 100 === 0 ? 0 : 2);
    expect(html).toMatch(new RegExp(`data-testid="quote-total"[^>]*>[^<]*${total.replace(/[$.]/g, '\\$&')}`));
    expect(quote.itinerary.length).toBeGreaterThan(0);
    expect(html).toContain(quote.itinerary[0]!.title.replaceAll('&', '&amp;'));
    expect(html).toContain('Your quote');
    // The island hydrates from the page data under the browser's own query key: nothing is fetched again.
    expect(html).toContain(JSON.stringify(['tracked-request', link.reference, link.key]));
    // The answers need JavaScript, and the page says so to a reader without it.
    expect(html).toMatch(/<noscript>[^]*JavaScript[^]*<\/noscript>/);
  });

  it('reads in the language of its URL', async () => {
    const res = await page(trackingPath(link.reference, link.key, 'de'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<html lang="de"');
    for (const text of ['Ihr Angebot', 'Reiseverlauf', 'Inklusive', 'Angebot gesendet'])
      expect(res.body).toContain(text);
    expect(res.body).toContain('Beach lodge, Nungwi');
  });

  it('shows the "link invalid" state and nothing of the request for a wrong key', async () => {
    const res = await page(trackingPath(link.reference, `${link.key.slice(0, -1)}x`));
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    for (const text of ['Beach lodge, Nungwi', 'Honeymoon', 'Park fees', 'tracked-request']) {
      expect(res.body).not.toContain(text);
    }
    expect(res.body).toMatch(/link/i);
  });

  it("shows the new state after the tourist accepts, in the page's language only: never served from a cache", async () => {
    const german = trackingPath(link.reference, link.key, 'de');
    expect((await page(german)).body).not.toContain('Bestätigt');
    const accepted = await call(ctx.app, {
      method: 'POST',
      url: `/api/requests/${link.reference}/quotes/1/accept?key=${encodeURIComponent(link.key)}`,
      payload: { accept_terms: true },
    });
    expect(accepted.statusCode).toBe(200);
    const after = await page(german);
    expect(after.statusCode).toBe(200);
    // The history names the new status in German, without the desk's own English account of it.
    expect(after.body).toContain('Bestätigt');
    expect(after.body).not.toContain('accepted online');
    const desk = (await staff.get(requestUuid)).body.data.request.timeline.map((entry) => entry.text);
    expect(desk).toContainEqual(expect.stringContaining('Quote 1 accepted online.'));
  });
});
