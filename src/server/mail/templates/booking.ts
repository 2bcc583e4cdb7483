import type { SentCurrency } from '#domain/currency/sent-currency.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import type { Translate } from '#server/i18n/translate.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import {
  customerDetails,
  greeting,
  guests,
  type MailCustomer,
  mailDate,
  REPLY_PROMISE,
  seasonName,
  sentLine,
  NOTHING_CHARGED,
} from './booking-format.js';
import { referenceName } from './reference-names.js';
import { requestMails } from './request-mails.js';

export interface TripBookingMail {
  reference: string;
  /** the tourist's private page for this request */
  trackingUrl: string;
  /** the trip's name in the booking's language, as the tourist read it */
  tripName: string;
  /** the name the desk knows it by, for the agency's copy (the same when booked in English) */
  englishTripName?: string;
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
  /** the language the booking was sent in: the tourist's confirmation is written in it */
  locale?: Locale;
  /** the currency it was sent in and the rate then: the total is shown in it beside the USD */
  sent?: SentCurrency;
}

/** What both e-mails list about the booking, in the words of `t` and the forms of `locale`. */
function summaryRows(booking: TripBookingMail, t: Translate, locale: Locale): [string, string][] {
  return [
    [t('Reference'), booking.reference],
    // Each reader's language: the agency's English copy names the trip as the desk does.
    [t('Trip'), locale === DEFAULT_LOCALE ? (booking.englishTripName ?? booking.tripName) : booking.tripName],
    [t('Start date'), mailDate(booking.startDate, locale) ?? booking.startDate],
    [t('Guests'), guests(booking.guestCount, t)],
    [t('Class'), referenceName(booking.serviceClass, t)],
    [t('Season'), seasonName(booking.season, t)],
    [t('Group rate'), t('{tier}-guest rate', { tier: booking.tier })],
    [t('Total'), totalText(booking, t, locale)],
  ];
}

/** The price per person as the tourist saw it, times the guests, in their currency beside the USD. */
const totalText = (booking: TripBookingMail, t: Translate, locale: Locale): string =>
  sentLine(booking.totalPrice, booking.guestCount, booking.sent, t, locale).text;

/** The tourist's confirmation and the agency's notification of one trip booking request. */
export function tripBookingMails(booking: TripBookingMail, agencyEmail: string): OutgoingMail[] {
  const { customer } = booking;
  const agencyName = booking.englishTripName ?? booking.tripName;
  return requestMails(
    {
      kind: 'booking',
      touristEmail: customer.email,
      trackingUrl: booking.trackingUrl,
      locale: booking.locale ?? DEFAULT_LOCALE,
      ownAddress: booking.ownAddress,
      summary: (t, locale) => summaryRows(booking, t, locale),
      confirmation: (t) => ({
        subject: t('Your booking request {reference}: {trip}', {
          reference: booking.reference,
          trip: booking.tripName,
        }),
        heading: t('{greeting}, we have your booking request', {
          greeting: greeting(customer.firstName, booking.ownAddress),
        }),
        paragraphs: [
          t(
            'Thank you for booking {trip} with us. Your reference is {reference}: please quote it when you write or call.',
            {
              trip: booking.tripName,
              reference: booking.reference,
            },
          ),
          `${t(REPLY_PROMISE)} ${t('We check availability with the lodges and guides, then confirm your booking by e-mail.')}`,
          t(NOTHING_CHARGED),
        ],
        quote: [t('Your note'), booking.note],
      }),
      notification: {
        subject: `New booking ${booking.reference}: ${agencyName}, ${customer.firstName} ${customer.lastName}`,
        heading: `New booking ${booking.reference}: ${agencyName}`,
        paragraphs: [
          `${customer.firstName} ${customer.lastName} asked to book ${agencyName}. Reply to this e-mail to answer them directly; they were promised a reply within 24 hours.`,
          booking.fromBudget
            ? 'The total comes from the trip budget table (season, class and group rate), per person times guests.'
            : 'The trip has no budget row for this season, class and group size: the total is the base price per person times guests. Please check it.',
        ],
        about: customerDetails(customer, booking.note, booking.signedIn),
      },
    },
    agencyEmail,
  );
}
