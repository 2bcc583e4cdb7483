import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/i18n/locales.js';
import { paymentReminderMail, preDepartureMail, travellerDetailsMail } from './trip-mails.js';

const base = (locale: Locale) => ({
  to: 'lena@example.com',
  firstName: 'Lena',
  reference: 'TZ-7K3M9Q',
  trackingUrl: `https://kilele.example/${locale}/requests/TZ-7K3M9Q?key=abc`,
  locale,
  agencyEmail: 'bookings@kilele.example',
});
const balance = {
  kind: 'balance' as const,
  amount: 2800,
  dueDate: '2027-06-11',
  status: 'due' as const,
  outstanding: 2800,
};

describe('the scheduler’s e-mails', () => {
  it('remind of an instalment before it is due, and once it is overdue, with the tracking link', () => {
    const before = paymentReminderMail({ ...base('en'), instalment: balance, overdue: false });
    expect(before).toMatchObject({
      kind: 'payment-reminder',
      subject: 'Payment reminder for TZ-7K3M9Q: due on 11 June 2027',
    });
    expect(before.text).toContain('A friendly reminder: $2,800 (USD) for your trip TZ-7K3M9Q is due on 11 June 2027.');
    expect(before.text).toContain('https://kilele.example/en/requests/TZ-7K3M9Q?key=abc');
    const late = paymentReminderMail({ ...base('en'), instalment: { ...balance, status: 'overdue' }, overdue: true });
    expect(late).toMatchObject({ kind: 'payment-overdue-reminder', subject: 'Payment overdue for TZ-7K3M9Q' });
  });

  it('are written in the request’s language', () => {
    expect(paymentReminderMail({ ...base('de'), instalment: balance, overdue: false }).subject).toBe(
      'Zahlungserinnerung für TZ-7K3M9Q: fällig am 11. Juni 2027',
    );
    expect(travellerDetailsMail({ ...base('fr'), startDate: '2027-08-10' }).text).toContain(
      'Jambo Lena, votre safari commence le 10 août 2027',
    );
    const it = preDepartureMail({ ...base('it'), startDate: '2027-08-10', agencyPhone: '+255 24 223 4567' });
    expect(it.subject).toBe('Manca una settimana: il vostro safari TZ-7K3M9Q');
    expect(it.text).toContain('• Binocolo, una macchina fotografica e un power bank');
    expect(it.text).toContain('+255 24 223 4567');
  });
});
