import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type LedgerEntry, requestPayments } from '#domain/payments/ledger.js';
import { paymentSchedule } from '#domain/requests/payment-schedule.js';
import { loadEnv } from '#server/config/env.js';
import type { ReceiptEntry } from '#server/mail/templates/payment-words.js';
import { agencyDetailsFromEnv } from './agency-details.js';
import { receiptAttachment, receiptPdf, type ReceiptPdfInput } from './receipt-pdf.js';

const { bank, agency } = agencyDetailsFromEnv(loadEnv({ AGENCY_BANK_ACCOUNT_NUMBER: '0150 2234 5678 00' }));

// $5,115.50 confirmed on 1 March 2027 for 10 August: a deposit of $1,534.65 by 8 March, the balance of $3,580.85 by
// 11 June.
const TOTAL = 5115.5;
const schedule = paymentSchedule({ price: TOTAL, confirmedOn: '2027-03-01', startDate: '2027-08-10' });
const ledger = (today: string, ...entries: LedgerEntry[]) => requestPayments(TOTAL, schedule, entries, today);
const paid = (amountUsd: number): LedgerEntry => ({ kind: 'payment', amountUsd, voided: false });

const EUR = { code: 'EUR', symbol: '€', rate: 0.92, ratedOn: '2027-02-27' };
const TZS = { code: 'TZS', symbol: 'TSh', rate: 2600, ratedOn: '2027-02-27' };

const mobileMoney: ReceiptEntry = {
  kind: 'payment',
  method: 'mobile_money',
  amount: 2300000,
  currency: 'TZS',
  amountUsd: 884.62,
  reference: 'MP270319.1234.A56789',
  receivedOn: '2027-03-19',
};

const input = (over: Partial<ReceiptPdfInput> = {}): ReceiptPdfInput => ({
  receiptNumber: 'TZ-7K3M9Q-R1',
  issuedOn: '2027-03-20',
  reference: 'TZ-7K3M9Q',
  customer: { name: 'Amina Mussa', email: 'amina@example.com' },
  entry: mobileMoney,
  ...ledger('2027-03-20', paid(884.62)),
  agency,
  bank,
  sent: TZS,
  ...over,
});

async function read(bytes: Uint8Array): Promise<{ pages: string[]; all: string }> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: false });
  const pages = text.map((page) => page.replace(/\s+/g, ' '));
  return { pages, all: pages.join(' ') };
}

describe('the receipt PDF', () => {
  it('receipts the money as it came, with its USD value, and says what is paid, what is left and where to pay', async () => {
    const { pages, all } = await read(await receiptPdf(input()));
    expect(pages).toHaveLength(1);
    for (const words of [
      'Kilele Safaris Receipt',
      'Receipt TZ-7K3M9Q-R1',
      'Issued 20 March 2027',
      'Reference TZ-7K3M9Q',
      'Received from Name Amina Mussa',
      'Received on 19 March 2027',
      'Method Mobile money',
      'Amount received TSh 2,300,000 · $884.62 (USD)',
      'Transaction reference MP270319.1234.A56789',
      'Total price TSh 13,300,300 · $5,115.50, at 1 USD = TSh 2,600 on 27 February 2027',
      'Paid so far TSh 2,300,012 · $884.62, at 1 USD = TSh 2,600 on 27 February 2027',
      'Left to pay TSh 11,000,288 · $4,230.88, at 1 USD = TSh 2,600 on 27 February 2027',
      // The deposit was due by 8 March: overdue from the 9th, and part of it is paid.
      'Deposit (30%) $1,534.65 (USD), overdue since 9 March 2027; $650.03 (USD) still to pay',
      'Balance (70%) $3,580.85 (USD), due by 11 June 2027',
      'Account number 0150 2234 5678 00',
      'Payment reference TZ-7K3M9Q',
      'Page 1 of 1',
    ]) {
      expect(all).toContain(words);
    }
    expect(all).not.toContain('Paid in full');
  });

  it('speaks German, amounts in euros beside the dollars, the paid deposit marked so', async () => {
    const entry: ReceiptEntry = {
      kind: 'payment',
      method: 'bank_transfer',
      amount: 1412,
      currency: 'EUR',
      amountUsd: 1534.65,
      reference: 'FT27065ABC',
      receivedOn: '2027-03-06',
    };
    const german = await read(
      await receiptPdf(input({ locale: 'de', sent: EUR, entry, ...ledger('2027-03-07', paid(1534.65)) })),
    );
    for (const words of [
      'Kilele Safaris Quittung',
      'Quittung TZ-7K3M9Q-R1',
      'Ausgestellt am 20. März 2027',
      'Referenz TZ-7K3M9Q',
      'Erhalten von',
      'Eingegangen am 6. März 2027',
      'Zahlungsart Banküberweisung',
      'Erhaltener Betrag 1.412 € · 1.534,65 $ (USD)',
      'Transaktionsreferenz FT27065ABC',
      'Ihre Zahlungen',
      'Gesamtpreis 4.706 € · 5.115,50 $, zum Kurs 1 USD = 0,92 € vom 27. Februar 2027',
      'Bisher bezahlt 1.412 € · 1.534,65 $',
      'Noch zu zahlen 3.294 € · 3.580,85 $',
      'Zahlungsplan',
      'Anzahlung (30 %) 1.534,65 $ (USD), bezahlt',
      'Restbetrag (70 %) 3.580,85 $ (USD), fällig bis 11. Juni 2027',
      'Bankverbindung',
      'Verwendungszweck TZ-7K3M9Q',
      'Seite 1 von 1',
    ]) {
      expect(german.all).toContain(words);
    }
  });

  it('says paid in full when nothing is left, and then gives no bank details', async () => {
    const entry: ReceiptEntry = {
      kind: 'payment',
      method: 'cash',
      amount: 3580.85,
      currency: 'USD',
      amountUsd: 3580.85,
      reference: '',
      receivedOn: '2027-06-01',
    };
    const { all } = await read(
      await receiptPdf(input({ entry, sent: undefined, ...ledger('2027-06-01', paid(1534.65), paid(3580.85)) })),
    );
    for (const words of [
      'Method Cash',
      'Amount received $3,580.85 (USD)',
      'Paid so far $5,115.50 (USD)',
      'Paid in full',
      'Deposit (30%) $1,534.65 (USD), paid',
      'Balance (70%) $3,580.85 (USD), paid',
    ]) {
      expect(all).toContain(words);
    }
    for (const words of ['Left to pay', 'Bank details', 'Transaction reference', 'at 1 USD']) {
      expect(all).not.toContain(words);
    }
  });

  it('notes a refund as a refund, in French', async () => {
    const entry: ReceiptEntry = {
      kind: 'refund',
      method: 'card',
      amount: 200,
      currency: 'USD',
      amountUsd: 200,
      reference: 'POS-998877',
      receivedOn: '2027-06-02',
    };
    const payments = ledger('2027-06-02', paid(1534.65), paid(3780.85), { ...paid(200), kind: 'refund' });
    const english = await read(await receiptPdf(input({ receiptNumber: 'TZ-7K3M9Q-R3', entry, ...payments })));
    for (const words of [
      'Kilele Safaris Refund note',
      'Refund note TZ-7K3M9Q-R3',
      'Refunded to Name Amina Mussa',
      'Refund Refunded on 2 June 2027',
      'Method Card',
      'Amount refunded $200 (USD)',
      'Paid in full',
    ]) {
      expect(english.all).toContain(words);
    }
    expect(english.all).not.toContain('Receipt');
    const french = await read(
      await receiptPdf(input({ receiptNumber: 'TZ-7K3M9Q-R3', entry, ...payments, locale: 'fr', sent: EUR })),
    );
    for (const words of [
      'Avis de remboursement TZ-7K3M9Q-R3',
      'Remboursé à',
      'Remboursé le 2 juin 2027',
      'Carte bancaire',
      'Entièrement payé',
    ]) {
      expect(french.all).toContain(words);
    }
    expect(french.all).toMatch(/Montant remboursé 200 \$ \(USD\)/);
  });

  it('writes a currency with its symbol from the site’s list, or with its code when it has none', async () => {
    const pounds = { ...mobileMoney, method: 'bank_transfer' as const, amount: 1200.5, currency: 'GBP' };
    const currencies = [{ code: 'GBP', symbol: '£', rate: 0.78 }];
    const listed = await read(await receiptPdf(input({ entry: { ...pounds, amountUsd: 1539.1 }, currencies })));
    expect(listed.all).toContain('Amount received £1,200.50 · $1,539.10 (USD)');
    const unlisted = await read(await receiptPdf(input({ entry: { ...pounds, currency: 'CHF', amountUsd: 1340 } })));
    expect(unlisted.all).toContain('Amount received 1200.50 CHF · $1,340 (USD)');
  });

  it('travels as a mail attachment named after the agency and the receipt', async () => {
    const file = receiptAttachment('TZ-7K3M9Q-R2', await receiptPdf(input({ receiptNumber: 'TZ-7K3M9Q-R2' })));
    expect(file).toMatchObject({ filename: 'Kilele-Safaris-receipt-TZ-7K3M9Q-R2.pdf', contentType: 'application/pdf' });
    const { all } = await read(new Uint8Array(Buffer.from(file.base64, 'base64')));
    expect(all).toContain('Receipt TZ-7K3M9Q-R2');
  });
});
