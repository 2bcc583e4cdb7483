import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { shownRequestTotal } from '#domain/currency/shown-price.js';
import { paymentSchedule } from '#domain/requests/payment-schedule.js';
import { loadEnv } from '#server/config/env.js';
import { agencyDetailsFromEnv } from './agency-details.js';
import { confirmationAttachment, confirmationPdf, type ConfirmationPdfInput } from './confirmation-pdf.js';

const { bank, agency } = agencyDetailsFromEnv(loadEnv({ AGENCY_BANK_ACCOUNT_NUMBER: '0150 2234 5678 00' }));

const days = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    day: i + 1,
    title: `Day title number ${i + 1}`,
    description:
      'Morning game drive across the plains, a picnic lunch by the river and an afternoon at the camp, with time to rest before dinner under the stars.',
  }));

const input = (over: Partial<ConfirmationPdfInput> = {}): ConfirmationPdfInput => ({
  reference: 'TZ-7K3M9Q',
  issuedOn: '2027-03-01',
  customer: { name: 'Amina Mussa', email: 'amina@example.com', phone: '+255 712 345 678', country: 'Tanzania' },
  lines: [
    {
      itemName: 'Serengeti Migration Safari',
      startDate: '2027-08-10',
      endDate: '2027-08-12',
      guests: 2,
      serviceClass: 'Comfort',
      price: 4215.5,
      itinerary: [
        { day: 1, title: 'Arrival in Arusha', description: 'Met at the airport and driven to your lodge.' },
        { day: 2, title: 'Into the Serengeti', description: 'A long day of game drives.' },
        { day: 3, title: 'Balloon at dawn', description: 'Fly over the herds, then breakfast in the bush.' },
      ],
    },
  ],
  price: 4215.5,
  schedule: paymentSchedule({ price: 4215.5, confirmedOn: '2027-03-01', startDate: '2027-08-10' }),
  bank,
  agency,
  ...over,
});

async function read(bytes: Uint8Array): Promise<{ pages: string[]; all: string }> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: false });
  // Flatten line breaks so a phrase can be found whatever the layout did to it.
  const pages = text.map((page) => page.replace(/\s+/g, ' '));
  return { pages, all: pages.join(' ') };
}

describe('the confirmation PDF', () => {
  it('states the reference, who travels, the trip, each itinerary day, the payment schedule and the bank', async () => {
    const { pages, all } = await read(await confirmationPdf(input()));
    expect(pages).toHaveLength(1);
    for (const words of [
      'Kilele Safaris',
      'Booking confirmation',
      'Reference TZ-7K3M9Q',
      'Issued 1 March 2027',
      'Amina Mussa',
      'Serengeti Migration Safari',
      '10 August 2027 to 12 August 2027',
      '2 guests',
      'Comfort',
      'Total price: $4,215.50 (USD)',
      'Day 1: Arrival in Arusha',
      'Day 2: Into the Serengeti',
      'Day 3: Balloon at dawn',
      'Deposit (30%) $1,264.65 (USD), due by 8 March 2027',
      'Balance (70%) $2,950.85 (USD), due by 11 June 2027',
      'Account number 0150 2234 5678 00',
      'SWIFT / BIC DEMOTZTZ',
      'Page 1 of 1',
    ]) {
      expect(all).toContain(words);
    }
  });

  it('asks for the whole price when the trip is near', async () => {
    const schedule = paymentSchedule({ price: 4215.5, confirmedOn: '2027-07-01', startDate: '2027-08-10' });
    const { all } = await read(await confirmationPdf(input({ schedule })));
    expect(all).toContain('Full payment $4,215.50 (USD), due by 8 July 2027');
    expect(all).not.toContain('Balance (70%)');
  });

  it('flows a 30-day itinerary onto further pages, numbered', async () => {
    const [line] = input().lines;
    const { pages, all } = await read(await confirmationPdf(input({ lines: [{ ...line!, itinerary: days(30) }] })));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    for (let day = 1; day <= 30; day += 1) expect(all).toContain(`Day ${day}: Day title number ${day}`);
    // The schedule and the bank come after the itinerary, so they land on a later page.
    expect(pages.at(-1)).toContain('Account number 0150 2234 5678 00');
  });

  it('prints any name: accents kept, letters the font lacks replaced, emoji left out', async () => {
    const customer = { name: 'Zoë Łukasz 👋🏽 Øyvind — Ōtsuka 王芳', email: 'z@example.com', phone: '1', country: null };
    const [line] = input().lines;
    const itinerary = [
      { day: 1, title: 'Sunrise ☀️ → Stone Town…', description: 'Dhow\u2011trip\u200b with ≈ 10 people' },
    ];
    const { all } = await read(await confirmationPdf(input({ customer, lines: [{ ...line!, itinerary }] })));
    expect(all).toContain('Zoë Lukasz Øyvind — Otsuka ??');
    expect(all).toContain('Day 1: Sunrise -> Stone Town…');
    expect(all).toContain('Dhow-trip with ~ 10 people');
  });

  it('speaks the request’s language, its accents drawn: German and French', async () => {
    const german = await read(await confirmationPdf(input({ locale: 'de' })));
    for (const words of [
      'Buchungsbestätigung',
      'Referenz TZ-7K3M9Q',
      'Ausgestellt am 1. März 2027',
      'Reisende Personen',
      '10. August 2027 bis 12. August 2027',
      '2 Reisende',
      'Gesamtpreis: 4.215,50 $ (USD)',
      'Tag 1: Arrival in Arusha',
      'Zahlungsplan',
      'Anzahlung (30 %) 1.264,65 $ (USD), fällig bis 8. März 2027',
      'Restbetrag (70 %) 2.950,85 $ (USD), fällig bis 11. Juni 2027',
      'Kontonummer 0150 2234 5678 00',
      'Seite 1 von 1',
    ]) {
      expect(german.all).toContain(words);
    }
    const french = await read(await confirmationPdf(input({ locale: 'fr' })));
    for (const words of ['Confirmation de réservation', 'Émise le 1 mars 2027', 'Échéancier de paiement']) {
      expect(french.all).toContain(words);
    }
    expect(french.all).toContain('Acompte (30 %) 1 264,65 $ (USD), à régler avant le 8 mars 2027');
  });

  it('gives each line and the total in the currency the request was sent in, as its e-mails did', async () => {
    // 2 guests at 3,120.05 USD each, at 0.92: 2,870.446 € shown as 2.870 € a person, so 5.740 € (not 5.741 €).
    const sent = { code: 'EUR', symbol: '€', rate: 0.92, ratedOn: '2027-02-27' };
    const twoLines = input({
      locale: 'de',
      sent,
      lines: [
        { ...input().lines[0]!, price: 6240.1 },
        { ...input().lines[0]!, itemName: 'Zanzibar Beach Escape', guests: 3, serviceClass: 'Economy', price: 3000 },
      ],
      price: 9240.1,
      // As the desk's mail makes it (desk-mails.ts): the request's own total is its lines as shown, added up.
      shownPrice: shownRequestTotal(
        [
          { totalUsd: 6240.1, guests: 2 },
          { totalUsd: 3000, guests: 3 },
        ],
        9240.1,
        sent,
      ),
    });
    const german = await read(await confirmationPdf(twoLines));
    expect(german.all).toContain('Preis 5.740 € · 6.240,10 $, zum Kurs 1 USD = 0,92 € vom 27. Februar 2027');
    expect(german.all).toContain('Preis 2.760 € · 3.000 $, zum Kurs 1 USD = 0,92 € vom 27. Februar 2027');
    expect(german.all).toContain('Gesamtpreis: 8.500 € · 9.240,10 $, zum Kurs 1 USD = 0,92 € vom 27. Februar 2027');
    // A total the agent set apart from the lines is converted once.
    const quoted = await read(await confirmationPdf({ ...twoLines, price: 9000, shownPrice: undefined }));
    expect(quoted.all).toContain('Gesamtpreis: 8.280 € · 9.000 $');
  });

  it("confirmed by an accepted quote, prints its lines, days and inclusions instead of the lines' prices and days", async () => {
    const quote = {
      number: 2,
      lines: [
        {
          kind: 'trip' as const,
          description: 'Serengeti Migration Safari',
          quantity: 2,
          unitPrice: 2000,
          amount: 4000,
        },
        {
          kind: 'accommodation' as const,
          description: 'Beach lodge, Nungwi',
          quantity: 3,
          unitPrice: 185.35,
          amount: 556.05,
        },
        { kind: 'discount' as const, description: 'Honeymoon', quantity: 1, unitPrice: -150, amount: -150 },
      ],
      itinerary: [{ day: 1, title: 'Into the park by air', description: 'A light aircraft to Seronera.' }],
      includes: ['Park fees'],
      excludes: ['International flights'],
    };
    const { all } = await read(await confirmationPdf(input({ price: 4406.05, quote })));
    for (const words of [
      'Serengeti Migration Safari',
      '10 August 2027 to 12 August 2027',
      'Prices',
      'Beach lodge, Nungwi $556.05 (USD)',
      'Accommodation · 3 × $185.35 (USD)',
      'Honeymoon -$150 (USD)',
      'Total price: $4,406.05 (USD)',
      'As in quote 2, which you accepted.',
      'Day 1: Into the park by air',
      "What's included • Park fees",
      "What's not included • International flights",
      'Payment schedule',
      'Account number 0150 2234 5678 00',
      'Payment reference TZ-7K3M9Q',
    ]) {
      expect(all).toContain(words);
    }
    // Neither the line's own price nor the trip's own days.
    expect(all).not.toContain('Price $4,215.50');
    expect(all).not.toContain('Day 2: Into the Serengeti');
  });

  it('travels as a mail attachment named after the reference', async () => {
    const pdf = await confirmationPdf(input());
    const file = confirmationAttachment('TZ-7K3M9Q', pdf);
    expect(file).toMatchObject({ filename: 'booking-confirmation-TZ-7K3M9Q.pdf', contentType: 'application/pdf' });
    const { all } = await read(new Uint8Array(Buffer.from(file.base64, 'base64')));
    expect(all).toContain('Reference TZ-7K3M9Q');
  });
});
