import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatShown, shownAmount, shownTimes } from '#domain/currency/shown-price.js';
import { currencies, mailOutbox, requests } from '#server/db/schema/index.js';
import { GERMAN } from '#server/db/seed/data/translations/de.js';
import { TRIPS } from '#server/db/seed/data/trips.js';
import { deskTestApp, type Desk, type SentRequest, type Visitor } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import { futureDates, tripBookingPayload, type Reference } from '#server/test/requests-test-data.js';
import type { TestContext } from '#server/test/test-app.js';

// A request keeps the currency the tourist browsed in, at the rate the site showed it: the e-mails show that
// figure (the shown price per person times the guests) beside the USD the agency settles in, and the tracking
// link opens in the request's language.

const dates = futureDates();
let ctx: TestContext;
let ref: Reference;
let sends: Visitor;
let staff: Desk;

beforeAll(async () => ({ ctx, ref, sends, staff } = await deskTestApp('Neema Mushi')));
afterAll(() => ctx.close());

async function stored(sent: SentRequest) {
  const [request] = await ctx.database.db.select().from(requests).where(eq(requests.reference, sent.reference));
  const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.requestId, request!.id));
  return { request: request!, mail: (kind: string) => mails.find((mail) => mail.kind === kind)! };
}

async function pdfText(base64: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64')));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const euro = async () => (await ctx.database.db.select().from(currencies).where(eq(currencies.code, 'EUR')))[0]!;

describe('the currency a request was sent in', () => {
  it('stores a German booking in euros at the site’s rate and writes its total in euros beside the USD', async () => {
    const sent = await sends.booksTrip({ start_date: dates.high, guest_count: 3, locale: 'de', currency: 'eur' });
    const { request, mail } = await stored(sent);
    const eur = await euro();
    expect(request.currency).toBe('EUR');
    expect(request.exchangeRate).toBe(Number(eur.rate));
    expect(request.rateAt).not.toBeNull();

    const perPerson = request.totalPrice! / 3;
    const shown = shownTimes(perPerson, 3, { code: 'EUR', symbol: '€', rate: request.exchangeRate }).total;
    const tourist = mail('booking-confirmation').textBody;
    expect(tourist).toContain(`Gesamt: ${formatShown(shown, [{ code: 'EUR', symbol: '€', rate: 1 }], 'de')} · `);
    expect(tourist).toMatch(/ · [\d.,]+\u00A0\$, zum Kurs 1 USD = 0,\d\d\u00A0€ vom \d+\. \w+ \d{4}/);
    // The link in the mail opens the tracking page in German.
    expect(tourist).toMatch(/\/de\/requests\/TZ-/);
    // The agency reads English, with the tourist's figure beside the USD.
    expect(mail('booking-notification').textBody).toMatch(
      /Total: €[\d,]+(\.\d\d)? · \$[\d,]+(\.\d\d)?, at 1 USD = €0\.\d\d on /,
    );
  });

  it('is USD when the request names none, and a currency the site does not offer sends it in USD', async () => {
    const plain = await stored(await sends.booksTrip({ start_date: dates.high }));
    expect([plain.request.currency, plain.request.exchangeRate, plain.request.rateAt]).toEqual(['USD', 1, null]);
    expect(plain.mail('booking-confirmation').textBody).toMatch(/Total: \$[\d,]+ \(USD\)/);

    const unknown = await stored(await sends.booksTrip({ start_date: dates.low, currency: 'XYZ' }));
    expect(unknown.request.currency).toBe('USD');
  });

  it('refuses a currency that is not a three-letter code, and changes nothing', async () => {
    const before = await ctx.database.db.$count(requests);
    const refused = await call(ctx.app, {
      method: 'POST',
      url: '/api/save_booking',
      payload: tripBookingPayload(ref, { start_date: dates.high, currency: 'euros' }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors).toEqual({ currency: ['The currency must be a three-letter code.'] });
    expect(await ctx.database.db.$count(requests)).toBe(before);
  });

  it('keeps an inquiry’s currency for the agency’s quote', async () => {
    const inquiry = await stored(await sends.sendsInquiry({ locale: 'fr', currency: 'GBP' }));
    expect(inquiry.request.currency).toBe('GBP');
    expect(inquiry.mail('inquiry-confirmation').textBody).toMatch(/\/fr\/requests\/TZ-/);
  });
});

describe('the language of a request’s documents', () => {
  it('names the trip in German in a German booking’s confirmation and in English in the agency’s copy', async () => {
    const sent = await sends.booksTrip({ trip_uuid: ref.trips[0]!.uuid, start_date: dates.high, locale: 'de' });
    const { request, mail } = await stored(sent);
    const slug = TRIPS.find((trip) => trip.name === ref.trips[0]!.name)!.slug;
    const german = GERMAN.trips[slug]?.name;
    expect(german).toBeTruthy();
    expect(mail('booking-confirmation').subject).toContain(german);
    expect(mail('booking-notification').subject).toContain(request.itemName);
    expect(request.itemName).not.toBe(german);
  });

  it('names it in German in the desk’s later mail about that booking too, as its PDF does', async () => {
    const sent = await sends.booksTrip({ trip_uuid: ref.trips[0]!.uuid, start_date: dates.high, locale: 'de' });
    let version = 1;
    for (const status of ['in_progress', 'confirmed']) {
      expect((await staff.move(sent.uuid, { status, version })).statusCode).toBe(200);
      version += 1;
    }
    const slug = TRIPS.find((trip) => trip.name === ref.trips[0]!.name)!.slug;
    const german = GERMAN.trips[slug]!.name;
    const confirmed = (await stored(sent)).mail('request-confirmed');
    expect(confirmed.subject).toContain(german);
    expect(confirmed.textBody).toContain(`Reise: ${german}`);
    expect(await pdfText(confirmed.attachments![0]!.base64)).toContain(german.replace(/\s+/g, ' '));
  });
});

describe('what the tracking page and the desk read of it', () => {
  it('gives the USD amounts with the currency, rate and language the request was sent in', async () => {
    const sent = await sends.booksTrip({ start_date: dates.high, guest_count: 2, locale: 'de', currency: 'EUR' });
    const { request, mail } = await stored(sent);
    const link = /(\/de\/requests\/[^\s]+)/.exec(mail('booking-confirmation').textBody)![1]!;
    const key = new URL(link, 'http://x').searchParams.get('key')!;
    const tracked = await call(ctx.app, { url: `/api/requests/${sent.reference}?key=${encodeURIComponent(key)}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.body.data).toMatchObject({
      total_price: request.totalPrice,
      currency: 'USD',
      sent_in: { locale: 'de', currency: 'EUR', symbol: '€', exchange_rate: request.exchangeRate },
    });
    expect(tracked.body.data.sent_in.rated_on).toMatch(/^\d{4}-\d\d-\d\d$/);
  });
});

describe('the desk’s later mails about a request sent in euros', () => {
  it('give the quote and the confirmed total in euros at the stored rate, beside the USD, in the PDF too', async () => {
    const sent = await sends.booksTrip({ start_date: dates.high, guest_count: 2, locale: 'de', currency: 'EUR' });
    const moves: [string, Record<string, unknown>?][] = [
      ['in_progress'],
      ['quoted', { quoted_price: 4000 }],
      ['confirmed'],
    ];
    let version = 1;
    for (const [status, extra] of moves) {
      expect((await staff.move(sent.uuid, { status, version, ...extra })).statusCode).toBe(200);
      version += 1;
    }
    const { request, mail } = await stored(sent);
    const euros = formatShown(
      { amount: Math.round(4000 * request.exchangeRate), code: 'EUR', fractionDigits: 0 },
      [{ code: 'EUR', symbol: '€', rate: 1 }],
      'de',
    );
    expect(mail('request-quoted').textBody).toContain(`Angebotspreis: ${euros} · 4.000\u00A0$, zum Kurs`);
    const pdf = await pdfText(mail('request-confirmed').attachments![0]!.base64);
    expect(pdf).toContain(`Gesamtpreis: ${euros.replace('\u00A0', ' ')} · 4.000 $, zum Kurs`);
  });

  it('give a total nobody quoted as the booking showed it, per person times the guests, in the PDF too', async () => {
    const sent = await sends.booksTrip({ start_date: dates.high, guest_count: 3, locale: 'de', currency: 'EUR' });
    const { request } = await stored(sent);
    const total = request.totalPrice!;
    // A rate at which the total converted on its own is a euro off what the form showed: 3 × the shown unit.
    const rate = Array.from({ length: 500 }, (_, i) => 0.9 + i / 10_000).find((r) => {
      const eur = { code: 'EUR', symbol: '€', rate: r };
      return shownTimes(total / 3, 3, eur).total.amount !== shownAmount(total, eur).amount;
    })!;
    await ctx.database.db.update(requests).set({ exchangeRate: rate }).where(eq(requests.id, request.id));
    let version = 1;
    for (const status of ['in_progress', 'confirmed']) {
      expect((await staff.move(sent.uuid, { status, version })).statusCode).toBe(200);
      version += 1;
    }
    const { mail } = await stored(sent);
    const eur = { code: 'EUR', symbol: '€', rate };
    const euros = formatShown(shownTimes(total / 3, 3, eur).total, [eur], 'de');
    expect(mail('request-confirmed').textBody).toContain(`Gesamtpreis: ${euros} · `);
    const pdf = await pdfText(mail('request-confirmed').attachments![0]!.base64);
    expect(pdf).toContain(`Gesamtpreis: ${euros.replace('\u00A0', ' ')} · `);
  });
});
