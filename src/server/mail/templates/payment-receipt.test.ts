import { describe, expect, it } from 'vitest';
import { type LedgerEntry, requestPayments } from '#domain/payments/ledger.js';
import { paymentSchedule } from '#domain/requests/payment-schedule.js';
import { paymentReceiptMail, type PaymentReceiptMail } from './payment-receipt.js';
import type { ReceiptEntry } from './payment-words.js';
import { AGENCY } from './test-mail-data.js';

// $5,115.50 confirmed on 1 March 2027 for 10 August: a deposit of $1,534.65 by 8 March, the balance of $3,580.85 by
// 11 June.
const TOTAL = 5115.5;
const schedule = paymentSchedule({ price: TOTAL, confirmedOn: '2027-03-01', startDate: '2027-08-10' });
const ledger = (today: string, ...entries: LedgerEntry[]) => {
  const { paid, balance, schedule: instalments } = requestPayments(TOTAL, schedule, entries, today);
  return { paid, balance, schedule: instalments };
};
const paid = (amountUsd: number): LedgerEntry => ({ kind: 'payment', amountUsd, voided: false });

const EUR = { code: 'EUR', symbol: '€', rate: 0.92, ratedOn: '2027-02-27' };
const TZS = { code: 'TZS', symbol: 'TSh', rate: 2600, ratedOn: '2027-02-27' };

const deposit: ReceiptEntry = {
  kind: 'payment',
  method: 'bank_transfer',
  amount: 1412,
  currency: 'EUR',
  amountUsd: 1534.65,
  reference: 'FT27065ABC',
  receivedOn: '2027-03-06',
};

const base: PaymentReceiptMail = {
  to: 'amina@example.com',
  firstName: 'Amina',
  reference: 'TZ-7K3M9Q',
  receiptNumber: 'TZ-7K3M9Q-R1',
  entry: deposit,
  ...ledger('2027-03-07', paid(1534.65)),
  agentName: 'Neema Mushi',
  trackingUrl: 'http://localhost:3000/requests/TZ-7K3M9Q?key=secret',
  sent: EUR,
};
const mail = (over: Partial<PaymentReceiptMail> = {}) => paymentReceiptMail({ ...base, ...over }, AGENCY);

describe('the payment receipt e-mail', () => {
  it('names its kind and subject, goes to the tourist and comes back to the agency', () => {
    expect(mail()).toMatchObject({
      kind: 'request-payment-receipt',
      to: 'amina@example.com',
      replyTo: AGENCY,
      subject: 'Payment received for TZ-7K3M9Q: thank you',
    });
  });

  it('thanks for the money as it came, and says what is paid, what is left and what is next', () => {
    const { text } = mail();
    expect(text).toMatch(/^Jambo Amina, thank you for your payment\n/);
    expect(text).toContain(
      'We received €1,412 · $1,534.65 (USD) on 6 March 2027 for your request TZ-7K3M9Q. Thank you!',
    );
    expect(text).toContain('Please quote TZ-7K3M9Q with every payment');
    expect(text).toContain(
      [
        '\nReference: TZ-7K3M9Q',
        'Receipt: TZ-7K3M9Q-R1',
        'Amount received: €1,412 · $1,534.65 (USD)',
        'Method: Bank transfer',
        'Paid so far: €1,412 · $1,534.65, at 1 USD = €0.92 on 27 February 2027',
        'Left to pay: €3,294 · $3,580.85, at 1 USD = €0.92 on 27 February 2027',
        'Next payment: €3,294 · $3,580.85, at 1 USD = €0.92 on 27 February 2027, due by 11 June 2027\n',
      ].join('\n'),
    );
    expect(text).toContain('Follow your request: http://localhost:3000/requests/TZ-7K3M9Q?key=secret');
    expect(text).toMatch(/Karibu sana,\nNeema Mushi\n/);
    expect(text).not.toContain('attached');
  });

  it('gives what is left of an overdue instalment, in shillings', () => {
    const entry: ReceiptEntry = {
      ...deposit,
      method: 'mobile_money',
      amount: 2300000,
      currency: 'TZS',
      amountUsd: 884.62,
      reference: 'MP270319.1234.A56789',
      receivedOn: '2027-03-19',
    };
    const { text } = mail({ entry, sent: TZS, ...ledger('2027-03-20', paid(884.62)), receiptAttached: true });
    expect(text).toContain('We received TSh 2,300,000 · $884.62 (USD) on 19 March 2027');
    expect(text).toContain('\nMethod: Mobile money\n');
    expect(text).toContain(
      '\nNext payment: TSh 1,690,078 · $650.03, at 1 USD = TSh 2,600 on 27 February 2027, overdue since 9 March 2027\n',
    );
    expect(text).toContain('Your receipt TZ-7K3M9Q-R1 is attached as a PDF.');
  });

  it('says the trip is paid in full and names no next payment', () => {
    const entry: ReceiptEntry = {
      ...deposit,
      method: 'cash',
      amount: 3580.85,
      currency: 'USD',
      amountUsd: 3580.85,
      receivedOn: '2027-06-01',
    };
    const { text } = mail({ entry, sent: undefined, ...ledger('2027-06-01', paid(1534.65), paid(3580.85)) });
    expect(text).toContain('We received $3,580.85 (USD) on 1 June 2027');
    expect(text).toContain('Your trip is now paid in full.');
    expect(text).toContain('\nPaid so far: $5,115.50 (USD)\nLeft to pay: Nothing, paid in full\n');
    expect(text).not.toContain('Next payment');
    expect(text).not.toContain('Please quote');
  });

  it('tells of a refund as a refund', () => {
    const entry: ReceiptEntry = {
      ...deposit,
      kind: 'refund',
      method: 'card',
      amount: 200,
      currency: 'USD',
      amountUsd: 200,
    };
    const refund = { ...paid(200), kind: 'refund' as const };
    const out = mail({ entry, sent: undefined, ...ledger('2027-06-02', paid(1534.65), paid(3780.85), refund) });
    expect(out).toMatchObject({ kind: 'request-refund', subject: 'Your refund for TZ-7K3M9Q' });
    expect(out.text).toMatch(/^Jambo Amina, we have sent your refund\n/);
    expect(out.text).toContain('We have refunded $200 (USD) to you on 6 March 2027 for your request TZ-7K3M9Q.');
    expect(out.text).toContain('\nRefund note: TZ-7K3M9Q-R1\nAmount refunded: $200 (USD)\nMethod: Card\n');
    expect(out.text).not.toContain('Thank you!');
    expect(mail({ entry, receiptAttached: true }).text).toContain(
      'Your refund note TZ-7K3M9Q-R1 is attached as a PDF.',
    );
  });

  it('speaks the request’s language: German, French and Italian', () => {
    const german = mail({ locale: 'de' });
    expect(german.subject).toBe('Zahlung zu TZ-7K3M9Q erhalten: vielen Dank');
    const text = german.text.replace(/\u00A0/g, ' ');
    expect(text).toMatch(/^Jambo Amina, vielen Dank für Ihre Zahlung\n/);
    for (const words of [
      'Wir haben am 6. März 2027 1.412 € · 1.534,65 $ (USD) für Ihre Anfrage TZ-7K3M9Q erhalten. Vielen Dank!',
      '\nQuittung: TZ-7K3M9Q-R1\n',
      '\nErhaltener Betrag: 1.412 € · 1.534,65 $ (USD)\n',
      '\nZahlungsart: Banküberweisung\n',
      '\nBisher bezahlt: 1.412 € · 1.534,65 $, zum Kurs 1 USD = 0,92 € vom 27. Februar 2027\n',
      '\nNoch zu zahlen: 3.294 € · 3.580,85 $',
      '\nNächste Zahlung: 3.294 € · 3.580,85 $, zum Kurs 1 USD = 0,92 € vom 27. Februar 2027, fällig bis 11. Juni 2027\n',
      'Ihre Anfrage verfolgen: http://localhost:3000/requests/TZ-7K3M9Q?key=secret',
    ]) {
      expect(text).toContain(words);
    }
    const french = mail({ locale: 'fr', entry: { ...deposit, kind: 'refund' } });
    expect(french.subject).toBe('Votre remboursement pour TZ-7K3M9Q');
    expect(french.text).toContain('Jambo Amina, votre remboursement est en route');
    expect(french.text).toContain('Virement bancaire');
    const italian = mail({ locale: 'it' });
    expect(italian.subject).toBe('Pagamento ricevuto per TZ-7K3M9Q: grazie');
    expect(italian.text).toContain('Jambo Amina, grazie per il tuo pagamento');
    expect(italian.text).toContain('Prossimo pagamento: ');
  });
});
