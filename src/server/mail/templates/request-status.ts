import {
  BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
  DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION,
  DEPOSIT_PERCENT,
  PAY_IN_FULL_WITHIN_DAYS,
  type PaymentSchedule,
} from '#domain/requests/payment-schedule.js';
import { TOURIST_STATUS_LABELS } from '#domain/requests/request-status.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { guests, mailDate, oneLine, REPLY_PROMISE } from './booking-format.js';
import { renderMail, type MailContent } from './mail-layout.js';
import { amountDue, paymentRows, paymentSentences } from './payment-rows.js';

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
}

/** The agent's words line by line: the layout escapes each paragraph, so line breaks must become paragraphs. */
export function agentWords(message: string | null): string[] {
  return (message ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const when = (startDate: string | null) => (startDate ? ` from ${mailDate(startDate) ?? startDate}` : '');

const HOW_PAYMENT_WORKS = `Nothing is charged until we confirm your booking. Then a ${DEPOSIT_PERCENT}% deposit is due within ${DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION} days and the balance ${BALANCE_DUE_DAYS_BEFORE_DEPARTURE} days before departure (the whole price at once when you travel within ${PAY_IN_FULL_WITHIN_DAYS} days).`;

function quoted(mail: RequestStatusMail): Pick<MailContent, 'heading' | 'paragraphs'> {
  const priced = mail.price !== null ? `: ${amountDue(mail.price)} in total` : '';
  return {
    heading: `Jambo ${mail.firstName}, here is your quote`,
    paragraphs: [
      `Thank you for your patience. We have planned ${mail.itemName} for ${guests(mail.guests)}${when(mail.startDate)}${priced}.`,
      ...agentWords(mail.message),
      'Happy with it? Simply reply to this e-mail to accept, or tell us what to change (dates, lodges, class) and we will send a new quote.',
      HOW_PAYMENT_WORKS,
    ],
  };
}

function confirmed(mail: RequestStatusMail): Pick<MailContent, 'heading' | 'paragraphs'> {
  const payment = mail.schedule
    ? [
        ...paymentSentences(mail.schedule),
        `Your booking confirmation is attached as a PDF: your itinerary day by day, these payment dates and our bank details for the transfer. Please write ${mail.reference} on the transfer.`,
      ]
    : ['We will send your payment details in a separate e-mail.'];
  return {
    heading: `Jambo ${mail.firstName}, your trip is confirmed`,
    paragraphs: [
      `Wonderful news: ${mail.itemName} is confirmed for ${guests(mail.guests)}${when(mail.startDate)}. Your reference is still ${mail.reference}.`,
      ...agentWords(mail.message),
      ...payment,
      `Any question before you travel? Just reply to this e-mail. ${REPLY_PROMISE}`,
    ],
  };
}

function cancelled(mail: RequestStatusMail): Pick<MailContent, 'heading' | 'paragraphs'> {
  return {
    heading: `Jambo ${mail.firstName}, your request is cancelled`,
    paragraphs: [
      `We have cancelled your request ${mail.reference} for ${mail.itemName}.`,
      ...agentWords(mail.message),
      'If you have already made a payment, we will write to you about your refund under our cancellation policy.',
      'If this is not what you expected, or you would like to plan another trip, just reply to this e-mail. We would love to welcome you to Tanzania another time.',
    ],
  };
}

const CONTENT = { quoted, confirmed, cancelled };
const SUBJECT = {
  quoted: (m: RequestStatusMail) => `Your quote for ${m.reference}: ${m.itemName}`,
  confirmed: (m: RequestStatusMail) => `Confirmed: ${m.reference}, ${m.itemName}`,
  cancelled: (m: RequestStatusMail) => `Cancelled: ${m.reference}, ${m.itemName}`,
};

/** The tourist's e-mail when the desk quotes, confirms or cancels their request; replies reach the agency. */
export function requestStatusMail(mail: RequestStatusMail, replyTo: string): OutgoingMail {
  const priceLabel = mail.status === 'quoted' ? 'Quoted price' : 'Total price';
  // A cancelled request owes nothing: its price would only read as a bill.
  const price = mail.status !== 'cancelled' && mail.price !== null ? amountDue(mail.price) : null;
  const schedule = mail.status === 'confirmed' && mail.schedule ? paymentRows(mail.schedule) : [];
  return {
    kind: `request-${mail.status}`,
    to: mail.to,
    replyTo,
    subject: oneLine(SUBJECT[mail.status](mail)),
    ...renderMail({
      ...CONTENT[mail.status](mail),
      details: [
        ['Reference', mail.reference],
        ['Status', TOURIST_STATUS_LABELS[mail.status]],
        ['Trip', mail.itemName],
        ['Start date', mail.startDate ? (mailDate(mail.startDate) ?? mail.startDate) : 'to be agreed'],
        ['Guests', guests(mail.guests)],
        [priceLabel, price],
        ...schedule,
      ],
      action: { label: 'Follow your request', url: mail.trackingUrl },
      closing: `Karibu sana,\n${mail.agentName}`,
    }),
  };
}
