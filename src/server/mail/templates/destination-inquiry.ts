import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { renderMail } from './mail-layout.js';
import {
  customerDetails,
  greeting,
  guests,
  type MailCustomer,
  mailDate,
  oneLine,
  REPLY_PROMISE,
  visitorText,
} from './booking-format.js';

export interface DestinationInquiryMail {
  reference: string;
  /** the tourist's private page for this request */
  trackingUrl: string;
  destinationName: string;
  startDate: string | null;
  guestCount: number;
  serviceClass: string | null;
  customer: MailCustomer;
  note: string | null;
  signedIn: boolean;
  /** the confirmation goes to the signed-in account's own address: it may quote the name and the note */
  ownAddress: boolean;
}

/** The tourist's confirmation and the agency's notification of an inquiry about a destination. */
export function destinationInquiryMails(inquiry: DestinationInquiryMail, agencyEmail: string): OutgoingMail[] {
  const { customer } = inquiry;
  const summary: [string, string | null][] = [
    ['Reference', inquiry.reference],
    ['Destination', inquiry.destinationName],
    ['Start date', mailDate(inquiry.startDate) ?? 'flexible'],
    ['Guests', guests(inquiry.guestCount)],
    ['Class', inquiry.serviceClass ?? 'no preference'],
  ];
  const tourist = renderMail({
    heading: `${greeting(customer.firstName, inquiry.ownAddress)}, thank you for your inquiry`,
    paragraphs: [
      `We have your inquiry about ${inquiry.destinationName}. Your reference is ${inquiry.reference}.`,
      `${REPLY_PROMISE} We put together a proposal for your dates and group and send you its price by e-mail. Nothing is charged until you accept it.`,
    ],
    details: [...summary, visitorText('Your note', inquiry.note, inquiry.ownAddress)],
    action: { label: 'Follow your request', url: inquiry.trackingUrl },
  });
  const agency = renderMail({
    heading: `New destination inquiry ${inquiry.reference}: ${inquiry.destinationName}`,
    paragraphs: [
      `${customer.firstName} ${customer.lastName} would like a proposal for ${inquiry.destinationName}. Reply to this e-mail to send it; they were promised a reply within 24 hours.`,
    ],
    details: [...summary, ...customerDetails(customer, inquiry.note, inquiry.signedIn)],
    closing: 'Sent by the storefront',
  });
  return [
    {
      kind: 'destination-inquiry-confirmation',
      to: customer.email,
      subject: oneLine(`Your inquiry ${inquiry.reference}: ${inquiry.destinationName}`),
      ...tourist,
    },
    {
      kind: 'destination-inquiry-notification',
      to: agencyEmail,
      replyTo: customer.email,
      subject: oneLine(
        `New inquiry ${inquiry.reference}: ${inquiry.destinationName}, ${customer.firstName} ${customer.lastName}`,
      ),
      ...agency,
    },
  ];
}
