import { INQUIRY_BUDGETS, type InquiryInput } from '#domain/schemas/inquiry.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { renderMail } from './mail-layout.js';
import { greeting, guests, mailDate, oneLine, REPLY_PROMISE, visitorText } from './booking-format.js';

export interface InquiryMail {
  uuid: string;
  reference: string;
  /** the tourist's private page for this request */
  trackingUrl: string;
  input: InquiryInput;
  names: {
    country: string;
    tripType: string;
    serviceClass: string | null;
    destinations: string[];
    locations: string[];
  };
  sourcePage: string | null;
  signedIn: boolean;
  /** the confirmation goes to the signed-in account's own address: it may quote the name and the message */
  ownAddress: boolean;
}

const budgetText = (value: InquiryInput['budget']): string | null => {
  const band = INQUIRY_BUDGETS.find((b) => b.value === value);
  return band ? `${band.label} (${band.range})` : null;
};

/**
 * A list of chosen places, or that none of that kind was chosen. Semicolons between them: a place's
 * own name may hold a comma ('Stone Town, Zanzibar').
 */
export const chosen = (names: readonly string[]): string => (names.length > 0 ? names.join('; ') : 'none chosen');

const dates = (start: string | null, end: string | null): string => {
  const from = mailDate(start);
  const to = mailDate(end);
  if (from && to) return `${from} to ${to}`;
  if (from) return `from ${from}`;
  if (to) return `until ${to}`;
  return 'flexible';
};

/** The tourist's confirmation and the agency's notification of a contact-page trip inquiry. */
export function inquiryMails(inquiry: InquiryMail, agencyEmail: string): OutgoingMail[] {
  const { input, names } = inquiry;
  const number = inquiry.reference;
  const summary: [string, string | null][] = [
    ['Reference', number],
    ['Trip type', names.tripType],
    // Each list on its own labelled line, even when empty: the agency must not guess which was chosen.
    ['Destinations', chosen(names.destinations)],
    ['Locations', chosen(names.locations)],
    ['Dates', dates(input.startDate, input.endDate)],
    ['Guests', guests(input.guests)],
    ['Class', names.serviceClass],
    ['Budget', budgetText(input.budget)],
  ];
  const tourist = renderMail({
    heading: `${greeting(input.firstName, inquiry.ownAddress)}, thank you for your inquiry`,
    paragraphs: [
      `We have your trip inquiry (${number}). ${REPLY_PROMISE}`,
      "We'll get back to you with a personalized proposal: itinerary, lodges and price. Nothing is charged until you accept it.",
    ],
    details: [...summary, visitorText('Your message', input.message, inquiry.ownAddress)],
    action: { label: 'Follow your request', url: inquiry.trackingUrl },
  });
  const agency = renderMail({
    heading: `New trip inquiry ${number} from ${input.firstName} ${input.lastName}`,
    paragraphs: ['Reply to this e-mail to send the proposal; the visitor was promised an answer within 24 hours.'],
    details: [
      ...summary,
      ['Name', `${input.firstName} ${input.lastName}`],
      ['E-mail', input.email],
      ['Phone', input.phone],
      ['Country', names.country],
      ['Message', input.message],
      ['Sent from', inquiry.sourcePage],
      ['Account', inquiry.signedIn ? 'signed in' : 'visitor'],
      ['Inquiry id', inquiry.uuid],
    ],
    closing: 'Sent by the storefront',
  });
  return [
    {
      kind: 'inquiry-confirmation',
      to: input.email,
      subject: oneLine(`Your trip inquiry ${number}: we reply within 24 hours`),
      ...tourist,
    },
    {
      kind: 'inquiry-notification',
      to: agencyEmail,
      replyTo: input.email,
      subject: oneLine(`New trip inquiry ${number}: ${input.firstName} ${input.lastName}, ${names.tripType}`),
      ...agency,
    },
  ];
}
