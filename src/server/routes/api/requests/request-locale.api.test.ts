import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, requests } from '#server/db/schema/index.js';
import { GERMAN } from '#server/db/seed/data/translations/de.js';
import { TRIPS } from '#server/db/seed/data/trips.js';
import { deskTestApp, type Desk, type SentRequest, type Visitor } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import { futureDates, tripBookingPayload, type Reference } from '#server/test/requests-test-data.js';
import type { TestContext } from '#server/test/test-app.js';
import { LOCALE_FIELD_MESSAGE } from './locale-field.js';

// A request keeps the language it was sent in: the tourist's e-mails about it (now and when the desk answers
// later) and the confirmation PDF are in it, the agency's copy in English. Read from the outbox, which is what is
// delivered.

const dates = futureDates();
let ctx: TestContext;
let ref: Reference;
let staff: Desk;
let sends: Visitor;

beforeAll(async () => ({ ctx, ref, staff, sends } = await deskTestApp('Neema Mushi')));
afterAll(() => ctx.close());

const outboxOf = async (reference: string) => {
  const [request] = await ctx.database.db.select().from(requests).where(eq(requests.reference, reference));
  const rows = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.requestId, request!.id));
  return { locale: request!.locale, mails: rows.sort((a, b) => a.id - b.id) };
};

const mailOf = (mails: Awaited<ReturnType<typeof outboxOf>>['mails'], kind: string) =>
  mails.find((mail) => mail.kind === kind)!;

async function pdfText(base64: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64')));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the language a request was sent in', () => {
  it('writes a German booking’s confirmation in German and the agency’s copy in English', async () => {
    const sent = await sends.booksTrip({ start_date: dates.high, guest_count: 2, locale: 'de' });
    const { locale, mails } = await outboxOf(sent.reference);
    expect(locale).toBe('de');
    const tourist = mailOf(mails, 'booking-confirmation');
    expect(tourist.subject).toMatch(new RegExp(`^Ihre Buchungsanfrage ${sent.reference}: `));
    expect(tourist.textBody).toContain('Jambo, wir haben Ihre Buchungsanfrage erhalten');
    expect(tourist.textBody).toContain('Reisende: 2 Reisende');
    expect(tourist.textBody).toContain('Saison: Hochsaison');
    expect(tourist.textBody).toMatch(/Gesamt: [\d.]+\u00A0\$ \(USD\)/);
    expect(tourist.textBody).toContain('Ihre Anfrage verfolgen: ');
    const agency = mailOf(mails, 'booking-notification');
    expect(agency.subject).toMatch(new RegExp(`^New booking ${sent.reference}: `));
    expect(agency.textBody).toContain('Guests: 2 guests');
    expect(agency.textBody).toContain('Season: High season');
  });

  it('is English when the request names none, and a language the site does not speak is refused', async () => {
    const sent = await sends.booksTrip({ start_date: dates.high });
    const { locale, mails } = await outboxOf(sent.reference);
    expect(locale).toBe('en');
    expect(mailOf(mails, 'booking-confirmation').subject).toMatch(/^Your booking request /);

    const refused = await call(ctx.app, {
      method: 'POST',
      url: '/api/save_booking',
      payload: tripBookingPayload(ref, { start_date: dates.high, locale: 'es' }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors).toEqual({ locale: [LOCALE_FIELD_MESSAGE] });
  });

  it('writes the inquiries’ acknowledgements in French and Italian', async () => {
    const inquiry = await sends.sendsInquiry({ locale: 'fr' });
    const fr = mailOf((await outboxOf(inquiry.reference)).mails, 'inquiry-confirmation');
    expect(fr.subject).toBe(`Votre demande de voyage ${inquiry.reference} : nous répondons sous 24 heures`);
    const destination = await sends.asksAboutDestination({ locale: 'it' });
    const it = mailOf((await outboxOf(destination.reference)).mails, 'destination-inquiry-confirmation');
    expect(it.textBody).toContain('Jambo, grazie per la tua richiesta');
  });

  it('mails a German request’s later news in German: the quote, the confirmation with its PDF, a message', async () => {
    const sent: SentRequest = await sends.booksTrip({ start_date: dates.high, guest_count: 2, locale: 'de' });
    const moves: [string, Record<string, unknown>?][] = [
      ['in_progress'],
      ['quoted', { quoted_price: 3999 }],
      ['confirmed', { message: 'Bis bald!' }],
    ];
    let version = 1;
    for (const [status, extra] of moves) {
      const moved = await staff.move(sent.uuid, { status, version, ...extra });
      expect(moved.statusCode, moved.body.message).toBe(200);
      version += 1;
    }
    expect((await staff.message(sent.uuid, { body: 'Ihre Flugnummer, bitte.' })).statusCode).toBe(201);
    const { mails } = await outboxOf(sent.reference);

    const quote = mailOf(mails, 'request-quoted');
    expect(quote.subject).toMatch(new RegExp(`^Ihr Angebot zu ${sent.reference}: `));
    expect(quote.textBody).toContain('Jambo Lena, hier ist Ihr Angebot');
    expect(quote.textBody).toContain('Angebotspreis: 3.999\u00A0$ (USD)');

    const confirmed = mailOf(mails, 'request-confirmed');
    expect(confirmed.subject).toMatch(new RegExp(`^Bestätigt: ${sent.reference}, `));
    expect(confirmed.textBody).toContain('Bis bald!');
    expect(confirmed.textBody).toMatch(/Anzahlung \(30 %\): 1\.199,70\u00A0\$ \(USD\), fällig bis \d+\. \w+ \d{4}/);
    const pdf = await pdfText(confirmed.attachments![0]!.base64);
    for (const words of ['Buchungsbestätigung', `Referenz ${sent.reference}`, 'Reisende Personen', 'Zahlungsplan']) {
      expect(pdf).toContain(words);
    }
    expect(pdf).toContain('Gesamtpreis: 3.999 $ (USD)');
    expect(pdf).toContain('Seite 1 von');
    // The trip and its itinerary as the German site shows them.
    const german = GERMAN.trips[TRIPS.find((trip) => trip.name === ref.trips[0]!.name)!.slug]!;
    expect(pdf).toContain(german.name);
    expect(pdf).toContain(`Tag 1: ${german.days![0]!.title}`);

    const message = mailOf(mails, 'request-message');
    expect(message.subject).toBe(`Eine Nachricht zu Ihrer Anfrage ${sent.reference}`);
    expect(message.textBody).toContain('Um zu antworten, antworten Sie einfach auf diese E-Mail.');
  });
});
