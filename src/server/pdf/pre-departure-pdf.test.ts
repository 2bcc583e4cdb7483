import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '#server/config/env.js';
import { agencyDetailsFromEnv } from './agency-details.js';
import { preDeparturePdf, type PreDeparturePdfInput } from './pre-departure-pdf.js';

const { agency } = agencyDetailsFromEnv(loadEnv({}));
const input: PreDeparturePdfInput = {
  reference: 'TZ-7K3M9Q',
  issuedOn: '2027-08-03',
  customerName: 'Lena Schmidt',
  itemName: 'Northern Circuit Classic',
  startDate: '2027-08-10',
  endDate: '2027-08-13',
  guests: 2,
  itinerary: [
    { day: 2, title: 'Tarangire', description: 'Baobabs and elephants.' },
    { day: 1, title: 'Arusha', description: 'Met at the airport.' },
  ],
  agency,
};

async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the pre-departure PDF', () => {
  it('prints the final itinerary in day order, the agency’s contacts and what to pack', async () => {
    const text = await textOf(await preDeparturePdf(input));
    expect(text).toContain('Final itinerary');
    expect(text).toContain('10 August 2027 to 13 August 2027');
    expect(text.indexOf('Day 1: Arusha')).toBeLessThan(text.indexOf('Day 2: Tarangire'));
    expect(text).toContain(agency.phone);
    expect(text).toContain(agency.email);
    expect(text).toContain('What to pack');
    expect(text).toContain('Binoculars, a camera and a power bank');
  });

  it('is written in the request’s language', async () => {
    const text = await textOf(await preDeparturePdf({ ...input, locale: 'de' }));
    expect(text).toContain('Endgültiger Reiseplan');
    expect(text).toContain('Tag 1: Arusha');
    expect(text).toContain('Packliste');
    expect(text).toContain('Fernglas, Kamera und eine Powerbank');
  });
});
