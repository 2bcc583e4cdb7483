import { displayDate } from '#domain/dates/display-date.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { renderMail } from './mail-layout.js';
import {
  customerDetails,
  greeting,
  guests,
  type MailCustomer,
  oneLine,
  REPLY_PROMISE,
  usd,
  visitorText,
} from './booking-format.js';

/** One line of a whole-cart request, as both e-mails list it. */
export interface CartRequestMailLine {
  type: 'trip' | 'destination';
  name: string;
  startDate: string | null;
  endDate: string | null;
  guests: number;
  /** the class asked for; null: no preference (a destination) */
  serviceClass: string | null;
  /** a trip's price; null for a destination, which the agency quotes */
  price: { season: string; tier: number; total: number; fromBudget: boolean } | null;
}

export interface CartRequestMail {
  reference: string;
  /** the tourist's private page for this request */
  trackingUrl: string;
  lines: readonly CartRequestMailLine[];
  customer: MailCustomer;
  note: string | null;
  /** the confirmation goes to the signed-in account's own address: it may quote the name and the note */
  ownAddress: boolean;
}

function dates(line: CartRequestMailLine): string {
  if (!line.startDate) return 'dates open';
  if (!line.endDate || line.endDate === line.startDate) return displayDate(line.startDate);
  return `${displayDate(line.startDate)} to ${displayDate(line.endDate)}`;
}

/** '1. Trip' → 'Serengeti Safari — Sat, 12 Dec 2026 to Fri, 18 Dec 2026; 4 guests; Comfort; High season, 4-guest rate; $3,042 (USD)'. */
function lineRow(line: CartRequestMailLine, index: number): [string, string] {
  const parts = [dates(line), guests(line.guests), line.serviceClass ?? 'no class preference'];
  if (line.price) {
    parts.push(`${line.price.season} season, ${line.price.tier}-guest rate`, usd(line.price.total));
    if (!line.price.fromBudget) parts.push('base price: no budget row, please check');
  } else {
    parts.push('price to quote');
  }
  return [`${index + 1}. ${line.type === 'trip' ? 'Trip' : 'Destination'}`, `${line.name} — ${parts.join('; ')}`];
}

/** The tourist's confirmation and the agency's notification of a whole cart sent as one request. */
export function cartRequestMails(request: CartRequestMail, agencyEmail: string): OutgoingMail[] {
  const { customer, lines, reference } = request;
  const priced = lines.flatMap((line) => (line.price ? [line.price.total] : []));
  const quoted = lines.length - priced.length;
  const total = priced.length > 0 ? usd(priced.reduce((sum, value) => sum + value, 0)) : null;
  const totalLabel = quoted > 0 ? `Total of the priced trips (${quoted} to quote)` : 'Total';
  const summary: [string, string | null][] = [['Reference', reference], ...lines.map(lineRow), [totalLabel, total]];
  const items = `${lines.length} ${lines.length === 1 ? 'item' : 'items'}`;
  const names = lines.map((line) => line.name).join(' + ');
  const tourist = renderMail({
    heading: `${greeting(customer.firstName, request.ownAddress)}, we have your request`,
    paragraphs: [
      `Thank you for sending your trip plan with us: ${items} under one reference, ${reference}. Please quote it when you write or call.`,
      `${REPLY_PROMISE} We check availability for every part of your trip, then confirm it all by e-mail.`,
      'Nothing has been charged. Online payment is coming soon; until then we send payment details with the confirmation.',
    ],
    details: [...summary, visitorText('Your note', request.note, request.ownAddress)],
    action: { label: 'Follow your request', url: request.trackingUrl },
  });
  const agency = renderMail({
    heading: `New combined request ${reference}: ${items}`,
    paragraphs: [
      `${customer.firstName} ${customer.lastName} sent their whole cart as one request: ${names}. Reply to this e-mail to answer them directly; they were promised a reply within 24 hours.`,
      'Trips are priced like bookings (season, class and group rate, per person times guests); destinations need a quote.',
    ],
    details: [...summary, ...customerDetails(customer, request.note, true)],
    closing: 'Sent by the storefront',
  });
  return [
    {
      kind: 'cart-request-confirmation',
      to: customer.email,
      subject: oneLine(`Your request ${reference}: ${names}`),
      ...tourist,
    },
    {
      kind: 'cart-request-notification',
      to: agencyEmail,
      replyTo: customer.email,
      subject: oneLine(`New combined request ${reference}: ${items}, ${customer.firstName} ${customer.lastName}`),
      ...agency,
    },
  ];
}
