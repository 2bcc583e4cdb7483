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
  usd,
  visitorText,
} from './booking-format.js';

export interface TripBookingMail {
  reference: string;
  /** the tourist's private page for this request */
  trackingUrl: string;
  tripName: string;
  startDate: string;
  guestCount: number;
  serviceClass: string;
  season: string;
  tier: number;
  totalPrice: number;
  /** false when the trip had no budget row and the base price was used */
  fromBudget: boolean;
  customer: MailCustomer;
  note: string | null;
  signedIn: boolean;
  /** the confirmation goes to the signed-in account's own address: it may quote the name and the note */
  ownAddress: boolean;
}

/** The tourist's confirmation and the agency's notification of one trip booking request. */
export function tripBookingMails(booking: TripBookingMail, agencyEmail: string): OutgoingMail[] {
  const { customer } = booking;
  const summary: [string, string][] = [
    ['Reference', booking.reference],
    ['Trip', booking.tripName],
    ['Start date', mailDate(booking.startDate) ?? booking.startDate],
    ['Guests', guests(booking.guestCount)],
    ['Class', booking.serviceClass],
    ['Season', `${booking.season} season`],
    ['Group rate', `${booking.tier}-guest rate`],
    ['Total', usd(booking.totalPrice)],
  ];
  const tourist = renderMail({
    heading: `${greeting(customer.firstName, booking.ownAddress)}, we have your booking request`,
    paragraphs: [
      `Thank you for booking ${booking.tripName} with us. Your reference is ${booking.reference}: please quote it when you write or call.`,
      `${REPLY_PROMISE} We check availability with the lodges and guides, then confirm your booking by e-mail.`,
      'Nothing has been charged. Online payment is coming soon; until then we send payment details with the confirmation.',
    ],
    details: [...summary, visitorText('Your note', booking.note, booking.ownAddress)],
    action: { label: 'Follow your request', url: booking.trackingUrl },
  });
  const agency = renderMail({
    heading: `New booking ${booking.reference}: ${booking.tripName}`,
    paragraphs: [
      `${customer.firstName} ${customer.lastName} asked to book ${booking.tripName}. Reply to this e-mail to answer them directly; they were promised a reply within 24 hours.`,
      booking.fromBudget
        ? 'The total comes from the trip budget table (season, class and group rate), per person times guests.'
        : 'The trip has no budget row for this season, class and group size: the total is the base price per person times guests. Please check it.',
    ],
    details: [...summary, ...customerDetails(customer, booking.note, booking.signedIn)],
    closing: 'Sent by the storefront',
  });
  return [
    {
      kind: 'booking-confirmation',
      to: customer.email,
      subject: oneLine(`Your booking request ${booking.reference}: ${booking.tripName}`),
      ...tourist,
    },
    {
      kind: 'booking-notification',
      to: agencyEmail,
      replyTo: customer.email,
      subject: oneLine(
        `New booking ${booking.reference}: ${booking.tripName}, ${customer.firstName} ${customer.lastName}`,
      ),
      ...agency,
    },
  ];
}
