import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { quoteFigures } from '#domain/quotes/quote-money.js';
import { loadEnv } from '#server/config/env.js';
import { agencyDetailsFromEnv } from './agency-details.js';
import { quoteAttachment, quotePdf, type QuotePdfInput } from './quote-pdf.js';

const { agency } = agencyDetailsFromEnv(loadEnv({}));

const figures = quoteFigures([
  { kind: 'trip', description: 'Serengeti Migration Safari, Comfort', quantity: 2, unitPrice: 2107.75 },
  { kind: 'accommodation', description: 'Beach lodge in Nungwi, 3 nights', quantity: 3, unitPrice: 350 },
  { kind: 'discount', description: 'Returning guests', quantity: 1, unitPrice: -150 },
]);

const input = (over: Partial<QuotePdfInput> = {}): QuotePdfInput => ({
  reference: 'TZ-7K3M9Q',
  number: 2,
  issuedOn: '2027-03-01',
  validUntil: '2027-03-15',
  customer: { name: 'Amina Mussa', email: 'amina@example.com' },
  ...figures,
  itinerary: [
    { day: 2, title: 'Into the Serengeti', description: 'A long day of game drives.' },
    { day: 1, title: 'Arrival in Arusha', description: 'Met at the airport and driven to your lodge.' },
  ],
  includes: ['Park fees', 'All meals on safari'],
  excludes: ['International flights', '  '],
  message: 'Dear Amina,\n\nHere is the new plan with the beach lodge you asked for.\nAsante!',
  agentName: 'Neema Mushi',
  agency,
  acceptUrl: 'https://kilele.example/r/TZ-7K3M9Q',
  ...over,
});

async function read(bytes: Uint8Array): Promise<{ pages: string[]; all: string }> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: false });
  const pages = text.map((page) => page.replace(/\s+/g, ' '));
  return { pages, all: pages.join(' ') };
}

const EUR = { code: 'EUR', symbol: '€', rate: 0.92, ratedOn: '2027-02-27' };
const TZS = { code: 'TZS', symbol: 'TSh', rate: 2600, ratedOn: '2027-02-27' };

describe('the quote PDF', () => {
  it('states its number and dates, the agent’s words, each line, the total, the days, the lists and the terms', async () => {
    const { pages, all } = await read(await quotePdf(input()));
    for (const words of [
      'Kilele Safaris',
      'Your quote',
      'Quote 2 for TZ-7K3M9Q',
      'Issued 1 March 2027',
      'Valid until 15 March 2027',
      'Prepared for',
      'Amina Mussa',
      'Dear Amina, Here is the new plan with the beach lodge you asked for. Asante! Neema Mushi',
      'Serengeti Migration Safari, Comfort $4,215.50 (USD) Trip · 2 × $2,107.75 (USD)',
      'Beach lodge in Nungwi, 3 nights $1,050 (USD) Accommodation · 3 × $350 (USD)',
      'Returning guests -$150 (USD) Discount · 1 × -$150 (USD)',
      'Total price: $5,115.50 (USD)',
      'Day 1: Arrival in Arusha Met at the airport and driven to your lodge. Day 2: Into the Serengeti',
      "What's included • Park fees • All meals on safari",
      "What's not included • International flights",
      'Once you accept, a 30% deposit of $1,534.65 (USD) is due within 7 days and the balance of $3,580.85 (USD) 60 days before departure',
      "Accept this quote on your request's page by 15 March 2027: https://kilele.example/r/TZ-7K3M9Q",
    ]) {
      expect(all).toContain(words);
    }
    // The days come in their order whatever order they were given in; an empty list item is left out.
    expect(all.indexOf('Day 1:')).toBeLessThan(all.indexOf('Day 2:'));
    expect(all).not.toMatch(/• •/);
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('leaves out what it was not given: no message, no itinerary, no lists, no link', async () => {
    const { all } = await read(
      await quotePdf(input({ message: null, itinerary: [], includes: [], excludes: [], acceptUrl: undefined })),
    );
    expect(all).not.toContain('Neema Mushi');
    expect(all).not.toContain('Itinerary');
    expect(all).not.toContain('included');
    expect(all).toContain("Accept this quote on your request's page by 15 March 2027, through the link in our e-mail.");
  });

  it('speaks German, the total in euros beside the dollars to the cent', async () => {
    const { all } = await read(await quotePdf(input({ locale: 'de', sent: EUR })));
    for (const words of [
      'Ihr Angebot',
      'Angebot 2 zu TZ-7K3M9Q',
      'Ausgestellt am 1. März 2027',
      'Gültig bis 15. März 2027',
      'Erstellt für',
      'Preise',
      'Serengeti Migration Safari, Comfort 4.215,50 $ (USD) Reise · 2 × 2.107,75 $ (USD)',
      'Beach lodge in Nungwi, 3 nights 1.050 $ (USD) Unterkunft · 3 × 350 $ (USD)',
      'Returning guests -150 $ (USD) Rabatt · 1 × -150 $ (USD)',
      // 5,115.50 USD at 0.92 is 4,706.26 €, shown in whole euros as every price of the request was.
      'Gesamtpreis: 4.706 € · 5.115,50 $, zum Kurs 1 USD = 0,92 € vom 27. Februar 2027',
      'Tag 1: Arrival in Arusha',
      'Im Preis inbegriffen • Park fees',
      'Nicht im Preis inbegriffen • International flights',
      'Zahlungsbedingungen',
      'Anzahlung (30 %) von 1.534,65 $ (USD) innerhalb von 7 Tagen fällig und der Restbetrag von 3.580,85 $ (USD) 60 Tage vor Abreise',
      'So nehmen Sie das Angebot an',
      'Nehmen Sie dieses Angebot bis 15. März 2027 auf der Seite Ihrer Anfrage an: https://kilele.example/r/TZ-7K3M9Q',
      'Seite 1 von',
    ]) {
      expect(all).toContain(words);
    }
  });

  it('gives the total in shillings for a request sent in TZS, and speaks French and Italian', async () => {
    const shillings = await read(await quotePdf(input({ sent: TZS })));
    expect(shillings.all).toContain(
      'Total price: TSh 13,300,300 · $5,115.50, at 1 USD = TSh 2,600 on 27 February 2027',
    );
    const french = await read(await quotePdf(input({ locale: 'fr', sent: TZS })));
    for (const words of ['Devis 2 pour TZ-7K3M9Q', 'Valable jusqu’au 15 mars 2027', 'Remise', 'Ce qui est inclus']) {
      expect(french.all).toContain(words);
    }
    expect(french.all).toMatch(/Prix total : 13\s300\s300 TSh · 5\s115,50 \$/);
    const italian = await read(await quotePdf(input({ locale: 'it' })));
    for (const words of ['Preventivo 2 per TZ-7K3M9Q', 'Valido fino al 15 marzo 2027', 'Sconto', 'Cosa è incluso']) {
      expect(italian.all).toContain(words);
    }
  });

  it('flows a long itinerary onto further pages, numbered, the terms last', async () => {
    const itinerary = Array.from({ length: 30 }, (_, i) => ({
      day: i + 1,
      title: `Day title number ${i + 1}`,
      description: 'Morning game drive across the plains, a picnic lunch by the river and an afternoon at the camp.',
    }));
    const { pages, all } = await read(await quotePdf(input({ itinerary })));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (let day = 1; day <= 30; day += 1) expect(all).toContain(`Day ${day}: Day title number ${day}`);
    expect(pages.at(-1)).toContain('How to accept');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('travels as a mail attachment named after the agency, the reference and the version', async () => {
    const file = quoteAttachment('TZ-7K3M9Q', 2, await quotePdf(input()));
    expect(file).toMatchObject({ filename: 'Kilele-Safaris-quote-TZ-7K3M9Q-v2.pdf', contentType: 'application/pdf' });
    const { all } = await read(new Uint8Array(Buffer.from(file.base64, 'base64')));
    expect(all).toContain('Quote 2 for TZ-7K3M9Q');
  });
});
