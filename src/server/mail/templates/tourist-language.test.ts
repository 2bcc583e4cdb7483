import { describe, expect, it } from 'vitest';
import { paymentSchedule } from '#domain/requests/payment-schedule.js';
import type { InquiryInput } from '#domain/schemas/inquiry.js';
import { tripBookingMails, type TripBookingMail } from './booking.js';
import { cartRequestMails } from './cart-request.js';
import { destinationInquiryMails } from './destination-inquiry.js';
import { inquiryMails } from './inquiry.js';
import { requestMessageMail } from './request-message.js';
import { requestStatusMail } from './request-status.js';
import { AGENCY, SAFARI_REQUEST } from './test-mail-data.js';

// The tourist's e-mails in the language their request was sent in (German and French formal, Italian informal),
// dates and amounts as that language writes them; the agency's copy stays English.

const customer = {
  firstName: 'Lena',
  lastName: 'Vogel',
  email: 'lena@example.com',
  phone: '+49 30 1234567',
  country: 'Germany',
  gender: 'Female',
};
const booking: TripBookingMail = {
  reference: 'TZ-7K3M9Q',
  trackingUrl: 'http://localhost:3000/requests/TZ-7K3M9Q?key=k',
  tripName: 'Serengeti Migration Safari',
  startDate: '2027-08-10',
  guestCount: 2,
  serviceClass: 'Comfort',
  season: 'High',
  tier: 2,
  totalPrice: 4215,
  fromBudget: true,
  customer,
  note: 'Hochzeitsreise',
  signedIn: true,
  ownAddress: true,
};
const [tourist, agency] = tripBookingMails({ ...booking, locale: 'de' }, AGENCY);

describe('a booking sent in German', () => {
  it('confirms to the tourist in German, subject included, with German dates and amounts', () => {
    expect(tourist!.subject).toBe('Ihre Buchungsanfrage TZ-7K3M9Q: Serengeti Migration Safari');
    const text = tourist!.text;
    expect(text).toMatch(/^Jambo Lena, wir haben Ihre Buchungsanfrage erhalten\n/);
    expect(text).toContain('Ihre Referenz lautet TZ-7K3M9Q: Bitte geben Sie sie an');
    expect(text).toContain(
      [
        '\nReferenz: TZ-7K3M9Q',
        'Reise: Serengeti Migration Safari',
        'Reisebeginn: 10. August 2027',
        'Reisende: 2 Reisende',
        'Kategorie: Komfort',
        'Saison: Hochsaison',
        'Gruppentarif: Tarif für 2 Reisende',
        'Gesamt: 4.215\u00A0$ (USD)',
        'Ihre Anmerkung: Hochzeitsreise\n',
      ].join('\n'),
    );
    expect(text).toContain('Ihre Anfrage verfolgen: http://localhost:3000/requests/TZ-7K3M9Q?key=k');
    expect(tourist!.html).toContain('<h1 style="font-size:20px;color:#0f5257;margin:0 0 16px">Jambo Lena, wir haben');
  });

  it('tells the agency in English', () => {
    expect(agency!.subject).toBe('New booking TZ-7K3M9Q: Serengeti Migration Safari, Lena Vogel');
    expect(agency!.text).toContain('\nStart date: 10 August 2027\n');
    expect(agency!.text).toContain('\nGuests: 2 guests\n');
    expect(agency!.text).toContain('\nTotal: $4,215 (USD)\n');
  });

  it('counts one guest as German does', () => {
    const [one] = tripBookingMails({ ...booking, guestCount: 1, locale: 'de' }, AGENCY);
    expect(one!.text).toContain('\nReisende: 1 Reisender\n');
  });
});

describe('a cart sent in French', () => {
  const line = { name: 'Zanzibar', startDate: '2026-12-12', endDate: '2026-12-18', guests: 2, serviceClass: null };
  const [mail] = cartRequestMails(
    {
      reference: 'TZ-7K3M9Q',
      trackingUrl: 'http://localhost:3000/t',
      lines: [
        { ...line, type: 'trip', price: { season: 'Low', tier: 2, total: 1494.5, fromBudget: true } },
        { ...line, type: 'destination', price: null },
      ],
      customer,
      note: null,
      ownAddress: false,
      locale: 'fr',
    },
    AGENCY,
  );

  it('lists every line and the total in French', () => {
    expect(mail!.subject).toBe('Votre demande TZ-7K3M9Q : Zanzibar + Zanzibar');
    expect(mail!.text).toContain(
      'Merci de nous avoir envoyé votre projet de voyage : 2 éléments sous une seule référence',
    );
    expect(mail!.text).toContain('1. Voyage: Zanzibar — du sam. 12 déc. 2026 au ven. 18 déc. 2026; 2 voyageurs;');
    expect(mail!.text).toContain('Basse saison, tarif 2 voyageurs; 1\u202F495\u00A0$ (USD)');
    expect(mail!.text).toContain('2. Destination: Zanzibar — du sam. 12 déc. 2026');
    expect(mail!.text).toContain('prix sur devis');
    expect(mail!.text).toContain('Total des voyages chiffrés (1 sur devis): 1\u202F495\u00A0$ (USD)');
  });
});

describe('the inquiries in Italian', () => {
  const input: InquiryInput = {
    firstName: 'Giulia',
    lastName: 'Rossi',
    email: 'giulia@example.com',
    phone: '+39 06 1234567',
    country: 1,
    tripType: 2,
    destinations: [],
    locations: [4],
    serviceClass: null,
    guests: 1,
    startDate: '2027-01-05',
    endDate: null,
    budget: null,
    message: 'Una spiaggia tranquilla.',
  };

  it('thanks for a contact inquiry, informally', () => {
    const [mail] = inquiryMails(
      {
        uuid: '0a1b2c3d-0000-4000-8000-000000000000',
        reference: 'TZ-7K3M9Q',
        trackingUrl: 'http://localhost:3000/t',
        input,
        names: {
          country: 'Italy',
          tripType: 'Beach holiday',
          serviceClass: null,
          destinations: [],
          locations: ['Paje'],
        },
        sourcePage: '/it/contact',
        signedIn: false,
        ownAddress: false,
        locale: 'it',
      },
      AGENCY,
    );
    expect(mail!.subject).toBe('La tua richiesta di viaggio TZ-7K3M9Q: ti rispondiamo entro 24 ore');
    expect(mail!.text).toContain(
      'Abbiamo ricevuto la tua richiesta di viaggio (TZ-7K3M9Q). Il nostro team ti risponde',
    );
    expect(mail!.text).toContain('\nDestinazioni: nessuna scelta\n');
    expect(mail!.text).toContain('\nDate: dal 5 gennaio 2027\n');
    expect(mail!.text).toContain('\nViaggiatori: 1 viaggiatore\n');
  });

  it('names the trip type, the class and the budget band in Italian, with Italian amounts', () => {
    const [mail, agencyCopy] = inquiryMails(
      {
        uuid: '0a1b2c3d-0000-4000-8000-000000000001',
        reference: 'TZ-7K3M9R',
        trackingUrl: 'http://localhost:3000/t',
        input: { ...input, serviceClass: 3, budget: 'mid-range' },
        names: {
          country: 'Italy',
          tripType: 'Beach & Adventure Tour',
          serviceClass: 'Economy',
          destinations: [],
          locations: ['Paje'],
        },
        sourcePage: '/it/contact',
        signedIn: false,
        ownAddress: false,
        locale: 'it',
      },
      AGENCY,
    );
    expect(mail!.text).toContain('\nTipo di viaggio: Tour mare e avventura\n');
    expect(mail!.text).toContain('\nCategoria: Economica\n');
    expect(mail!.text).toContain('\nBudget: Medio (da 1500\u00A0$ a 3000\u00A0$ a persona)\n');
    // The agency reads its copy in English, the band as the form offers it.
    expect(agencyCopy!.text).toContain('\nTrip type: Beach & Adventure Tour\n');
    expect(agencyCopy!.text).toContain('\nBudget: Mid-range ($1,500 to 3,000 per person)\n');
  });

  it('acknowledges a destination inquiry', () => {
    const [mail] = destinationInquiryMails(
      {
        reference: 'TZ-7K3M9Q',
        trackingUrl: 'http://localhost:3000/t',
        destinationName: 'Ngorongoro',
        startDate: null,
        guestCount: 3,
        serviceClass: null,
        customer,
        note: null,
        signedIn: false,
        ownAddress: false,
        locale: 'it',
      },
      AGENCY,
    );
    expect(mail!.subject).toBe('La tua richiesta TZ-7K3M9Q: Ngorongoro');
    expect(mail!.text).toContain('\nData di partenza: flessibili\n');
    expect(mail!.text).toContain('\nCategoria: nessuna preferenza\n');
  });
});

describe("the desk's later e-mails", () => {
  const status = {
    ...SAFARI_REQUEST,
    firstName: 'Camille',
    to: 'camille@example.com',
    trackingUrl: 'http://localhost:3000/t',
    locale: 'fr' as const,
  };

  it('confirm in French with the payment schedule', () => {
    const schedule = paymentSchedule({ price: 4215.5, confirmedOn: '2027-03-01', startDate: '2027-08-10' });
    const mail = requestStatusMail({ ...status, status: 'confirmed', schedule }, AGENCY);
    expect(mail.subject).toBe('Confirmée : TZ-7K3M9Q, Serengeti Migration Safari');
    expect(mail.text).toContain(
      'Excellente nouvelle : Serengeti Migration Safari est confirmé pour 2 voyageurs à partir du 10 août 2027.',
    );
    expect(mail.text).toContain(
      'merci de régler l’acompte de 30 %, soit 1\u202F264,65\u00A0$ (USD), avant le 8 mars 2027.',
    );
    expect(mail.text).toContain('\nSolde (70 %): 2\u202F950,85\u00A0$ (USD), à régler avant le 11 juin 2027\n');
    expect(mail.text).toContain('\nStatut: Confirmée\n');
  });

  it('carry a message in Italian words around the agent’s own', () => {
    const mail = requestMessageMail({ ...status, subject: null, body: 'Ciao!', locale: 'it' }, AGENCY);
    expect(mail.subject).toBe('Un messaggio sulla tua richiesta TZ-7K3M9Q');
    expect(mail.text).toContain('Per rispondere, basta rispondere a questa e-mail.');
    expect(mail.text).toContain('Segui la tua richiesta: http://localhost:3000/t');
  });
});
