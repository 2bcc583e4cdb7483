import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import type { Translate } from '#server/i18n/translate.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { customerDetails, greeting, guests, type MailCustomer, mailDate, REPLY_PROMISE } from './booking-format.js';
import { referenceName } from './reference-names.js';
import { requestMails } from './request-mails.js';

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
  /** the language the inquiry was sent in: the tourist's confirmation is written in it */
  locale?: Locale;
}

/** What both e-mails list about the inquiry, in the words of `t` and the forms of `locale`. */
function summaryRows(inquiry: DestinationInquiryMail, t: Translate, locale: Locale): [string, string | null][] {
  return [
    [t('Reference'), inquiry.reference],
    [t('Destination'), inquiry.destinationName],
    [t('Start date'), mailDate(inquiry.startDate, locale) ?? t('flexible')],
    [t('Guests'), guests(inquiry.guestCount, t)],
    [t('Class'), inquiry.serviceClass ? referenceName(inquiry.serviceClass, t) : t('no preference')],
  ];
}

/** The tourist's confirmation and the agency's notification of an inquiry about a destination. */
export function destinationInquiryMails(inquiry: DestinationInquiryMail, agencyEmail: string): OutgoingMail[] {
  const { customer } = inquiry;
  return requestMails(
    {
      kind: 'destination-inquiry',
      touristEmail: customer.email,
      trackingUrl: inquiry.trackingUrl,
      locale: inquiry.locale ?? DEFAULT_LOCALE,
      ownAddress: inquiry.ownAddress,
      summary: (t, locale) => summaryRows(inquiry, t, locale),
      confirmation: (t) => ({
        subject: t('Your inquiry {reference}: {destination}', {
          reference: inquiry.reference,
          destination: inquiry.destinationName,
        }),
        heading: t('{greeting}, thank you for your inquiry', {
          greeting: greeting(customer.firstName, inquiry.ownAddress),
        }),
        paragraphs: [
          t('We have your inquiry about {destination}. Your reference is {reference}.', {
            destination: inquiry.destinationName,
            reference: inquiry.reference,
          }),
          `${t(REPLY_PROMISE)} ${t('We put together a proposal for your dates and group and send you its price by e-mail. Nothing is charged until you accept it.')}`,
        ],
        quote: [t('Your note'), inquiry.note],
      }),
      notification: {
        subject: `New inquiry ${inquiry.reference}: ${inquiry.destinationName}, ${customer.firstName} ${customer.lastName}`,
        heading: `New destination inquiry ${inquiry.reference}: ${inquiry.destinationName}`,
        paragraphs: [
          `${customer.firstName} ${customer.lastName} would like a proposal for ${inquiry.destinationName}. Reply to this e-mail to send it; they were promised a reply within 24 hours.`,
        ],
        about: customerDetails(customer, inquiry.note, inquiry.signedIn),
      },
    },
    agencyEmail,
  );
}
