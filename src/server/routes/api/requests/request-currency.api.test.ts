import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatShown, shownTimes } from '#domain/currency/shown-price.js';
import { currencies, mailOutbox, requests } from '#server/db/schema/index.js';
import { deskTestApp, type SentRequest, type Visitor } from '#server/test/desk.js';
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

beforeAll(async () => ({ ctx, ref, sends } = await deskTestApp('Neema Mushi')));
afterAll(() => ctx.close());

async function stored(sent: SentRequest) {
  const [request] = await ctx.database.db.select().from(requests).where(eq(requests.reference, sent.reference));
  const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.requestId, request!.id));
  return { request: request!, mail: (kind: string) => mails.find((mail) => mail.kind === kind)! };
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
