import { describe, expect, it } from 'vitest';
import { paymentSchedule } from '#domain/requests/payment-schedule.js';
import { requestMessageMail } from './request-message.js';
import { requestStatusMail, type RequestStatusMail } from './request-status.js';
import { AGENCY, SAFARI_REQUEST } from './test-mail-data.js';

const base: RequestStatusMail = {
  ...SAFARI_REQUEST,
  status: 'quoted',
  firstName: 'Amina',
  to: 'amina@example.com',
  trackingUrl: 'http://localhost:3000/requests/TZ-7K3M9Q?key=secret',
};
const mail = (over: Partial<RequestStatusMail>) => requestStatusMail({ ...base, ...over }, AGENCY);

describe('the request status e-mails', () => {
  it('names its kind and subject, goes to the tourist and comes back to the agency', () => {
    expect(mail({ status: 'quoted' })).toMatchObject({
      kind: 'request-quoted',
      to: 'amina@example.com',
      replyTo: AGENCY,
      subject: 'Your quote for TZ-7K3M9Q: Serengeti Migration Safari',
    });
    expect(mail({ status: 'confirmed' })).toMatchObject({
      kind: 'request-confirmed',
      subject: 'Confirmed: TZ-7K3M9Q, Serengeti Migration Safari',
    });
    expect(mail({ status: 'cancelled' })).toMatchObject({
      kind: 'request-cancelled',
      subject: 'Cancelled: TZ-7K3M9Q, Serengeti Migration Safari',
    });
    expect(mail({ itemName: 'Serengeti\r\nBcc: x@evil.example' }).subject).toBe(
      'Your quote for TZ-7K3M9Q: Serengeti Bcc: x@evil.example',
    );
  });

  it('quotes the price to the cent and says how to accept', () => {
    const { text } = mail({ status: 'quoted' });
    expect(text).toContain('Jambo Amina, here is your quote');
    expect(text).toContain('Serengeti Migration Safari for 2 guests from 10 August 2027: $4,215.50 (USD) in total.');
    expect(text).toContain('reply to this e-mail to accept');
    expect(text).toContain('a 30% deposit is due within 7 days and the balance 60 days before departure');
    expect(text).toContain('\nQuoted price: $4,215.50 (USD)\n');
    expect(text).toContain('Follow your request: http://localhost:3000/requests/TZ-7K3M9Q?key=secret');
    expect(text).toMatch(/Karibu sana,\nNeema Mushi\n/);
  });

  it('confirms with the deposit and balance, their dates, and the attached PDF with the bank details', () => {
    const schedule = paymentSchedule({ price: 4215.5, confirmedOn: '2027-03-01', startDate: '2027-08-10' });
    const { text } = mail({ status: 'confirmed', schedule });
    expect(text).toContain('Serengeti Migration Safari is confirmed for 2 guests from 10 August 2027');
    expect(text).toContain('please pay the 30% deposit of $1,264.65 (USD) by 8 March 2027.');
    expect(text).toContain('The balance of $2,950.85 (USD) is due by 11 June 2027, 60 days before departure.');
    expect(text).toContain(
      [
        '\nTotal price: $4,215.50 (USD)',
        'Deposit (30%): $1,264.65 (USD), due by 8 March 2027',
        'Balance (70%): $2,950.85 (USD), due by 11 June 2027\n',
      ].join('\n'),
    );
    expect(text).toMatch(/attached as a PDF.*our bank details/);
  });

  it('asks for the whole price at once when the trip is near, and says why', () => {
    const schedule = paymentSchedule({ price: 3000, confirmedOn: '2027-07-01', startDate: '2027-08-10' });
    const { text } = mail({ status: 'confirmed', schedule });
    expect(text).toContain('within 67 days, we ask for the whole price in one payment: $3,000 (USD) by 8 July 2027.');
    expect(text).toContain('\nFull payment: $3,000 (USD), due by 8 July 2027\n');
    expect(text).not.toContain('Balance');
  });

  it('has no balance date to give before the start date is set', () => {
    const schedule = paymentSchedule({ price: 1000, confirmedOn: '2027-03-01', startDate: null });
    const { text } = mail({ status: 'confirmed', startDate: null, schedule });
    expect(text).toContain('\nStart date: to be agreed\n');
    expect(text).toContain('\nBalance (70%): $700 (USD), due 60 days before departure\n');
  });

  it('cancels kindly and shows no price to pay', () => {
    const { text } = mail({ status: 'cancelled', message: 'The lodge closed for the season.' });
    expect(text).toContain('We have cancelled your request TZ-7K3M9Q for Serengeti Migration Safari.');
    expect(text).toContain('The lodge closed for the season.');
    expect(text).not.toContain('$');
  });

  it("shows the agent's words as written, line by line, escaped in HTML", () => {
    const { text, html } = mail({ message: 'Dear Amina,\n\nThe <b>tented</b> camp & the balloon are booked.' });
    expect(text).toContain('Dear Amina,\n\nThe <b>tented</b> camp & the balloon are booked.\n');
    expect(html).toContain('The &lt;b&gt;tented&lt;/b&gt; camp &amp; the balloon are booked.');
    expect(html).not.toContain('<b>tented');
  });
});

describe('the request message e-mail', () => {
  const message = { ...base, subject: null, body: 'Could you send us your flight number?\nAsante!' };

  it('has a default subject with the reference, and the agent words as written', () => {
    const out = requestMessageMail(message, AGENCY);
    expect(out).toMatchObject({
      kind: 'request-message',
      to: 'amina@example.com',
      replyTo: AGENCY,
      subject: 'A message about your request TZ-7K3M9Q',
    });
    expect(out.text).toContain('Could you send us your flight number?\n\nAsante!\n');
    expect(out.text).toContain('Follow your request: http://localhost:3000/requests/TZ-7K3M9Q?key=secret');
  });

  it("keeps the agent's subject on one line and adds the reference when it is missing", () => {
    expect(requestMessageMail({ ...message, subject: 'Your\nflights' }, AGENCY).subject).toBe(
      'Your flights (TZ-7K3M9Q)',
    );
    expect(requestMessageMail({ ...message, subject: 'TZ-7K3M9Q: flights' }, AGENCY).subject).toBe(
      'TZ-7K3M9Q: flights',
    );
    expect(requestMessageMail({ ...message, subject: '  ' }, AGENCY).subject).toBe(
      'A message about your request TZ-7K3M9Q',
    );
  });
});
