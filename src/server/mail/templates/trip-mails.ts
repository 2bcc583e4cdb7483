import type { SentCurrency } from '#domain/currency/sent-currency.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import type { Instalment } from '#domain/payments/ledger.js';
import { msg } from '#domain/i18n/msg.js';
import { translator } from '#server/i18n/translate.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { FOLLOW_YOUR_REQUEST, mailDate, oneLine } from './booking-format.js';
import { renderMail } from './mail-layout.js';
import { amountDue, dueInSentCurrency } from './payment-rows.js';
import { instalmentName } from './payment-words.js';

// The scheduler's e-mails to the tourist about a confirmed trip (scheduler/trip-jobs.ts), in the request's language:
// a payment reminder, the request for the travellers' details and the pre-departure message.

export interface TripMailBase {
  to: string;
  firstName: string;
  reference: string;
  trackingUrl: string;
  locale: Locale;
  agencyEmail: string;
}

/** What to pack, in the pre-departure mail and its PDF. */
export const PACKING_LIST = [
  msg('Passport (valid six months after your return) and your visa or e-visa'),
  msg('Yellow fever certificate if you arrive from a country where it is present'),
  msg('Light clothes in neutral colours, a warm layer for early game drives'),
  msg('Sun hat, sunglasses, sunscreen and insect repellent'),
  msg('Binoculars, a camera and a power bank'),
  msg('Your personal medicines and a copy of your travel insurance'),
] as const;

const closing = 'Karibu sana,\nKilele Safaris';

export interface PaymentReminder extends TripMailBase {
  instalment: Instalment;
  overdue: boolean;
  sent?: SentCurrency | undefined;
}

/** A few days before an unpaid instalment falls due, and once the day after it if still unpaid. */
export function paymentReminderMail(mail: PaymentReminder): OutgoingMail {
  const t = translator(mail.locale ?? DEFAULT_LOCALE);
  // The sentence says the dollars to the cent; the row below gives them in the currency the request was sent in too.
  const amount = dueInSentCurrency(mail.instalment.outstanding, mail.sent, t, mail.locale);
  const date = mailDate(mail.instalment.dueDate, mail.locale) ?? '';
  const values = {
    reference: mail.reference,
    amount: amountDue(mail.instalment.outstanding, mail.locale),
    date,
    name: mail.firstName,
  };
  return {
    kind: mail.overdue ? 'payment-overdue-reminder' : 'payment-reminder',
    to: mail.to,
    replyTo: mail.agencyEmail,
    subject: oneLine(
      mail.overdue
        ? t('Payment overdue for {reference}', values)
        : t('Payment reminder for {reference}: due on {date}', values),
    ),
    ...renderMail({
      heading: t('Jambo {name}', values),
      paragraphs: [
        mail.overdue
          ? t('We have not yet received {amount} for your trip {reference}, which was due on {date}.', values)
          : t('A friendly reminder: {amount} for your trip {reference} is due on {date}.', values),
        t('Please quote {reference} with every payment, so we can match it to your booking.', values),
        t('If you have already paid, thank you, and please ignore this e-mail.'),
      ],
      details: [
        [t('Reference'), mail.reference],
        [instalmentName(mail.instalment, { t, locale: mail.locale }), amount],
      ],
      action: { label: t(FOLLOW_YOUR_REQUEST), url: mail.trackingUrl },
      closing,
    }),
  };
}

export interface TravellerDetailsRequest extends TripMailBase {
  startDate: string;
}

/** Six weeks before departure: the names and passports of everyone travelling, for the parks and lodges. */
export function travellerDetailsMail(mail: TravellerDetailsRequest): OutgoingMail {
  const t = translator(mail.locale);
  const values = { reference: mail.reference, date: mailDate(mail.startDate, mail.locale) ?? '', name: mail.firstName };
  return {
    kind: 'traveller-details-request',
    to: mail.to,
    replyTo: mail.agencyEmail,
    subject: oneLine(t("Your travellers' details for {reference}", values)),
    ...renderMail({
      heading: t('Jambo {name}, your safari starts on {date}', values),
      paragraphs: [
        t('The national parks and lodges need the full name, nationality and passport number of everyone travelling.'),
        t("Please add your travellers' details on your request's page within the next two weeks."),
      ],
      details: [[t('Reference'), mail.reference]],
      action: { label: t("Add the travellers' details"), url: mail.trackingUrl },
      closing,
    }),
  };
}

export interface PreDepartureMessage extends TripMailBase {
  startDate: string;
  agencyPhone: string;
}

/** A week before departure: the final itinerary (attached as a PDF), the agency's contacts and what to pack. */
export function preDepartureMail(mail: PreDepartureMessage): OutgoingMail {
  const t = translator(mail.locale);
  const values = { reference: mail.reference, date: mailDate(mail.startDate, mail.locale) ?? '', name: mail.firstName };
  return {
    kind: 'pre-departure',
    to: mail.to,
    replyTo: mail.agencyEmail,
    subject: oneLine(t('One week to go: your safari {reference}', values)),
    ...renderMail({
      heading: t('Jambo {name}, your safari starts on {date}', values),
      paragraphs: [
        t('Your final itinerary is attached as a PDF, with our contacts and what to pack.'),
        `${t('What to pack')}:`,
        ...PACKING_LIST.map((item) => `• ${t(item)}`),
      ],
      details: [
        [t('Reference'), mail.reference],
        [t('Phone'), mail.agencyPhone],
        [t('E-mail'), mail.agencyEmail],
      ],
      action: { label: t(FOLLOW_YOUR_REQUEST), url: mail.trackingUrl },
      closing,
    }),
  };
}
