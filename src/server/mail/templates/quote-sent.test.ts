import { describe, expect, it } from 'vitest';
import { quoteSentMail, type QuoteSentMail } from './quote-sent.js';
import { AGENCY } from './test-mail-data.js';

const base: QuoteSentMail = {
  to: 'amina@example.com',
  firstName: 'Amina',
  reference: 'TZ-7K3M9Q',
  number: 2,
  total: 5115.5,
  validUntil: '2027-03-15',
  message: null,
  agentName: 'Neema Mushi',
  trackingUrl: 'http://localhost:3000/requests/TZ-7K3M9Q?key=secret',
};
const mail = (over: Partial<QuoteSentMail> = {}) => quoteSentMail({ ...base, ...over }, AGENCY);

const EUR = { code: 'EUR', symbol: '€', rate: 0.92, ratedOn: '2027-02-27' };
const TZS = { code: 'TZS', symbol: 'TSh', rate: 2600, ratedOn: '2027-02-27' };

describe('the quote e-mail', () => {
  it('names its kind and subject, goes to the tourist and comes back to the agency', () => {
    expect(mail()).toMatchObject({
      kind: 'request-quote',
      to: 'amina@example.com',
      replyTo: AGENCY,
      subject: 'Quote 2 for your request TZ-7K3M9Q',
    });
  });

  it('gives the total to the cent and the last valid day, the terms, and the link to accept', () => {
    const { text, html } = mail();
    expect(text).toMatch(/^Jambo Amina, here is your quote\n/);
    expect(text).toContain('Our quote comes to $5,115.50 (USD) and is valid until 15 March 2027.');
    expect(text).toContain('accept it with one click');
    expect(text).toContain(
      'Once you accept, a 30% deposit of $1,534.65 (USD) is due within 7 days and the balance of $3,580.85 (USD) 60 days before departure',
    );
    expect(text).toContain(
      [
        '\nReference: TZ-7K3M9Q',
        'Quote number: 2',
        'Total price: $5,115.50 (USD)',
        'Valid until: 15 March 2027\n',
      ].join('\n'),
    );
    expect(text).toContain('See and accept your quote: http://localhost:3000/requests/TZ-7K3M9Q?key=secret');
    expect(text).toMatch(/Karibu sana,\nNeema Mushi\n/);
    expect(text).not.toContain('replaces');
    expect(html).toContain('href="http://localhost:3000/requests/TZ-7K3M9Q?key=secret"');
  });

  it('says which quote it replaces, and shows the agent’s words line by line, escaped in HTML', () => {
    const { text, html } = mail({
      replaces: 1,
      message: 'Dear Amina,\n\nThe <b>beach</b> lodge & the balloon are in.',
    });
    expect(text).toContain('\nThis quote replaces quote 1.\n');
    expect(text.indexOf('replaces quote 1')).toBeLessThan(text.indexOf('Our quote comes to'));
    expect(text).toContain('Dear Amina,\n\nThe <b>beach</b> lodge & the balloon are in.\n');
    expect(html).toContain('The &lt;b&gt;beach&lt;/b&gt; lodge &amp; the balloon are in.');
  });

  it('writes the total in the currency the request was sent in, beside the dollars', () => {
    expect(mail({ sent: TZS }).text).toContain(
      '\nTotal price: TSh 13,300,300 · $5,115.50, at 1 USD = TSh 2,600 on 27 February 2027\n',
    );
  });

  it('speaks the request’s language: German, French and Italian', () => {
    const german = mail({ locale: 'de', sent: EUR, replaces: 1 });
    expect(german.subject).toBe('Angebot 2 zu Ihrer Anfrage TZ-7K3M9Q');
    expect(german.text).toMatch(/^Jambo Amina, hier ist Ihr Angebot\n/);
    // Read with plain spaces: German writes '4.706\u00A0€', the figure kept with its symbol.
    const text = german.text.replace(/\u00A0/g, ' ');
    for (const words of [
      'Dieses Angebot ersetzt Angebot 1.',
      'Unser Angebot beläuft sich auf 4.706 € · 5.115,50 $, zum Kurs 1 USD = 0,92 € vom 27. Februar 2027 und gilt bis 15. März 2027.',
      'Anzahlung (30 %) von 1.534,65 $ (USD) innerhalb von 7 Tagen fällig',
      '\nAngebotsnummer: 2\n',
      '\nGültig bis: 15. März 2027\n',
      'Angebot ansehen und annehmen: http://localhost:3000/requests/TZ-7K3M9Q?key=secret',
    ]) {
      expect(text).toContain(words);
    }
    const french = mail({ locale: 'fr' });
    expect(french.subject).toBe('Devis 2 pour votre demande TZ-7K3M9Q');
    expect(french.text).toContain('Jambo Amina, voici votre devis');
    expect(french.text).toContain('Voir et accepter votre devis: http');
    const italian = mail({ locale: 'it' });
    expect(italian.subject).toBe('Preventivo 2 per la tua richiesta TZ-7K3M9Q');
    expect(italian.text).toContain('ed è valido fino al 15 marzo 2027.');
  });

  it('keeps the subject on one line', () => {
    expect(mail({ reference: 'TZ-7K3M9Q\r\nBcc: x@evil.example' }).subject).toBe(
      'Quote 2 for your request TZ-7K3M9Q Bcc: x@evil.example',
    );
  });
});
