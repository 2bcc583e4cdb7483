import {
  BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
  DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION,
  DEPOSIT_PERCENT,
  PAY_IN_FULL_WITHIN_DAYS,
  type PaymentSchedule,
} from '#domain/requests/payment-schedule.js';
import type { SentCurrency } from '#domain/currency/sent-currency.js';
import type { ShownAmount } from '#domain/currency/shown-price.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { msg } from '#domain/i18n/msg.js';
import { translator } from '#server/i18n/translate.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { FOLLOW_YOUR_REQUEST, guests, mailDate, oneLine, REPLY_PROMISE } from './booking-format.js';
import { renderMail, type MailContent } from './mail-layout.js';
import { dueInSentCurrency, paymentRows, paymentSentences, type Wording } from './payment-rows.js';

export interface RequestStatusMail {
  status: 'quoted' | 'confirmed' | 'cancelled';
  reference: string;
  firstName: string;
  /** the tourist's e-mail */
  to: string;
  /** "Serengeti Migration Safari" or "Serengeti + 2 more" */
  itemName: string;
  startDate: string | null;
  guests: number;
  /** USD: the quoted price for quoted/confirmed when set, else the request's total */
  price: number | null;
  /** the agent's words, shown as written (escaped by the layout) */
  message: string | null;
  /** who sends it */
  agentName: string;
  /** the private link to follow the request */
  trackingUrl: string;
  /** for confirmed with a price */
  schedule?: PaymentSchedule;
  /** the language the request was sent in; English by default */
  locale?: Locale;
  /** the currency it was sent in and the rate then: a price is shown in it beside the USD */
  sent?: SentCurrency;
  /** the price in `sent` as the tourist was shown it, when it is the request's own total (nobody quoted one) */
  shownPrice?: ShownAmount;
}

/** The agent's words line by line: the layout escapes each paragraph, so line breaks must become paragraphs. */
export function agentWords(message: string | null): string[] {
  return (message ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The tourist's language and the mail about their request. */
interface Worded {
  mail: RequestStatusMail;
  words: Wording;
}

const when = ({ mail, words: { t, locale } }: Worded) =>
  mail.startDate ? t(' from {date}', { date: mailDate(mail.startDate, locale) ?? mail.startDate }) : '';

function quoted({ mail, words }: Worded): Pick<MailContent, 'heading' | 'paragraphs'> {
  const { t, locale } = words;
  const plan = { item: mail.itemName, guests: guests(mail.guests, t), from: when({ mail, words }) };
  return {
    heading: t('Jambo {name}, here is your quote', { name: mail.firstName }),
    paragraphs: [
      mail.price !== null
        ? t('Thank you for your patience. We have planned {item} for {guests}{from}: {price} in total.', {
            ...plan,
            price: dueInSentCurrency(mail.price, mail.sent, t, locale, mail.shownPrice),
          })
        : t('Thank you for your patience. We have planned {item} for {guests}{from}.', plan),
      ...agentWords(mail.message),
      t(
        'Happy with it? Simply reply to this e-mail to accept, or tell us what to change (dates, lodges, class) and we will send a new quote.',
      ),
      t(
        'Nothing is charged until we confirm your booking. Then a {percent}% deposit is due within {depositDays} days and the balance {balanceDays} days before departure (the whole price at once when you travel within {fullDays} days).',
        {
          percent: DEPOSIT_PERCENT,
          depositDays: DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION,
          balanceDays: BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
          fullDays: PAY_IN_FULL_WITHIN_DAYS,
        },
      ),
    ],
  };
}

function confirmed({ mail, words }: Worded): Pick<MailContent, 'heading' | 'paragraphs'> {
  const { t } = words;
  const payment = mail.schedule
    ? [
        ...paymentSentences(mail.schedule, words),
        t(
          'Your booking confirmation is attached as a PDF: your itinerary day by day, these payment dates and our bank details for the transfer. Please write {reference} on the transfer.',
          { reference: mail.reference },
        ),
      ]
    : [t('We will send your payment details in a separate e-mail.')];
  return {
    heading: t('Jambo {name}, your trip is confirmed', { name: mail.firstName }),
    paragraphs: [
      t('Wonderful news: {item} is confirmed for {guests}{from}. Your reference is still {reference}.', {
        item: mail.itemName,
        guests: guests(mail.guests, t),
        from: when({ mail, words }),
        reference: mail.reference,
      }),
      ...agentWords(mail.message),
      ...payment,
      `${t('Any question before you travel? Just reply to this e-mail.')} ${t(REPLY_PROMISE)}`,
    ],
  };
}

function cancelled({ mail, words: { t } }: Worded): Pick<MailContent, 'heading' | 'paragraphs'> {
  return {
    heading: t('Jambo {name}, your request is cancelled', { name: mail.firstName }),
    paragraphs: [
      t('We have cancelled your request {reference} for {item}.', { reference: mail.reference, item: mail.itemName }),
      ...agentWords(mail.message),
      t('If you have already made a payment, we will write to you about your refund under our cancellation policy.'),
      t(
        'If this is not what you expected, or you would like to plan another trip, just reply to this e-mail. We would love to welcome you to Tanzania another time.',
      ),
    ],
  };
}

const CONTENT = { quoted, confirmed, cancelled };

const SUBJECT = {
  quoted: msg('Your quote for {reference}: {item}'),
  confirmed: msg('Confirmed: {reference}, {item}'),
  cancelled: msg('Cancelled: {reference}, {item}'),
};

/** What the tourist's page calls each status the desk mails about. */
const STATUS_NAMES = { quoted: msg('Quote sent'), confirmed: msg('Confirmed'), cancelled: msg('Cancelled') };

/**
 * The tourist's e-mail when the desk quotes, confirms or cancels their request, in the language the request was
 * sent in; replies reach the agency.
 */
export function requestStatusMail(mail: RequestStatusMail, replyTo: string): OutgoingMail {
  const locale = mail.locale ?? DEFAULT_LOCALE;
  const words: Wording = { t: translator(locale), locale };
  const { t } = words;
  const priceLabel = mail.status === 'quoted' ? t('Quoted price') : t('Total price');
  // A cancelled request owes nothing: its price would only read as a bill.
  const price =
    mail.status !== 'cancelled' && mail.price !== null
      ? dueInSentCurrency(mail.price, mail.sent, t, locale, mail.shownPrice)
      : null;
  const schedule = mail.status === 'confirmed' && mail.schedule ? paymentRows(mail.schedule, words) : [];
  return {
    kind: `request-${mail.status}`,
    to: mail.to,
    replyTo,
    subject: oneLine(t(SUBJECT[mail.status], { reference: mail.reference, item: mail.itemName })),
    ...renderMail({
      ...CONTENT[mail.status]({ mail, words }),
      details: [
        [t('Reference'), mail.reference],
        [t('Status'), t(STATUS_NAMES[mail.status])],
        [t('Trip'), mail.itemName],
        [t('Start date'), mail.startDate ? (mailDate(mail.startDate, locale) ?? mail.startDate) : t('to be agreed')],
        [t('Guests'), guests(mail.guests, t)],
        [priceLabel, price],
        ...schedule,
      ],
      action: { label: t(FOLLOW_YOUR_REQUEST), url: mail.trackingUrl },
      closing: `Karibu sana,\n${mail.agentName}`,
    }),
  };
}
