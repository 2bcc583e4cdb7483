import { describe, expect, it } from 'vitest';
import type { InquiryInput } from '#domain/schemas/inquiry.js';
import { inquiryMails, type InquiryMail } from './inquiry.js';

const input: InquiryInput = {
  firstName: 'Amina',
  lastName: 'Mussa',
  email: 'amina@example.com',
  phone: '+255 712 345 678',
  country: 1,
  tripType: 2,
  destinations: [],
  locations: [4],
  serviceClass: null,
  guests: 2,
  startDate: null,
  endDate: null,
  budget: null,
  message: 'A quiet beach, please.',
};

const mail = (names: Pick<InquiryMail['names'], 'destinations' | 'locations'>): InquiryMail => ({
  uuid: '0a1b2c3d-0000-4000-8000-000000000000',
  reference: 'TZ-7K3M9Q',
  trackingUrl: 'http://localhost:3000/requests/TZ-7K3M9Q?key=k',
  input,
  names: { country: 'Tanzania', tripType: 'Beach holiday', serviceClass: null, ...names },
  sourcePage: '/contact',
  signedIn: false,
  ownAddress: false,
});

const agencyText = (names: Pick<InquiryMail['names'], 'destinations' | 'locations'>) =>
  inquiryMails(mail(names), 'bookings@kilele-safaris.example').find((m) => m.kind === 'inquiry-notification')!.text;

describe("the agency's inquiry e-mail", () => {
  it('lists destinations and locations on their own labelled lines', () => {
    const text = agencyText({ destinations: ['Serengeti', 'Ngorongoro'], locations: ['Stone Town, Zanzibar', 'Paje'] });
    expect(text).toContain('\nDestinations: Serengeti; Ngorongoro\n');
    // A place's name may hold a comma: semicolons keep the places apart.
    expect(text).toContain('\nLocations: Stone Town, Zanzibar; Paje\n');
  });

  it("says 'none chosen' for the list the visitor left empty", () => {
    expect(agencyText({ destinations: [], locations: ['Paje'] })).toContain('\nDestinations: none chosen\n');
    expect(agencyText({ destinations: ['Serengeti'], locations: [] })).toContain('\nLocations: none chosen\n');
  });
});

describe("the visitor's inquiry confirmation", () => {
  const confirmation = (ownAddress: boolean) =>
    inquiryMails(
      { ...mail({ destinations: [], locations: ['Paje'] }), ownAddress },
      'bookings@kilele-safaris.example',
    ).find((m) => m.kind === 'inquiry-confirmation')!;

  it('quotes neither the message nor the name to an address nobody signed in with', () => {
    const { text, html } = confirmation(false);
    for (const part of [text, html!]) {
      expect(part).not.toContain('A quiet beach');
      expect(part).not.toContain('Amina');
    }
    expect(text).toContain('Reference: TZ-7K3M9Q');
    expect(text).toContain('http://localhost:3000/requests/TZ-7K3M9Q?key=k');
  });

  it("quotes them to the signed-in account's own address", () => {
    const { text } = confirmation(true);
    expect(text).toContain('Jambo Amina');
    expect(text).toContain('Your message: A quiet beach, please.');
  });
});

describe('the budget band in both e-mails', () => {
  const withBudget = (locale: InquiryMail['locale']) =>
    inquiryMails(
      { ...mail({ destinations: [], locations: ['Paje'] }), input: { ...input, budget: 'mid-range' }, locale },
      'bookings@kilele-safaris.example',
    );

  it('is per person, in the agency’s English and in the tourist’s language', () => {
    const [agency, german] = [
      withBudget('en').find((m) => m.kind === 'inquiry-notification')!,
      withBudget('de').find((m) => m.kind === 'inquiry-confirmation')!,
    ];
    expect(agency.text).toContain('\nBudget: Mid-range ($1,500 to 3,000 per person)\n');
    expect(german.text).toContain('\nBudget: Mittelklasse (1.500\u00a0$ bis 3.000\u00a0$ pro Person)\n');
    const french = withBudget('fr').find((m) => m.kind === 'inquiry-confirmation')!;
    expect(french.text).toContain('Milieu de gamme (de 1\u202f500\u00a0$ à 3\u202f000\u00a0$ par personne)');
  });
});
