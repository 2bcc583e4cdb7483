import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { INQUIRY_BUDGETS, type InquiryInput } from '#domain/schemas/inquiry.js';
import { english, type Translate } from '#server/i18n/translate.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { dollars, greeting, guests, mailDate, REPLY_PROMISE } from './booking-format.js';
import { BUDGET_NAMES, referenceName } from './reference-names.js';
import { requestMails } from './request-mails.js';

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
  /** the language the inquiry was sent in: the tourist's confirmation is written in it */
  locale?: Locale;
}

/**
 * The band asked for, per traveller: 'Mid-range ($1,500 to 3,000 per person)'. English keeps the band's own
 * words for the range; another language writes the amounts as it does ('1.500 $ bis 3.000 $ pro Person').
 */
function budgetText(value: InquiryInput['budget'], t: Translate, locale: Locale): string | null {
  const band = INQUIRY_BUDGETS.find((b) => b.value === value);
  if (!band) return null;
  const from = dollars(band.minUsd, locale);
  const range =
    locale === DEFAULT_LOCALE
      ? band.range
      : band.maxUsd === null
        ? t('{amount} and up', { amount: from })
        : t('{min} to {max}', { min: from, max: dollars(band.maxUsd, locale) });
  return t('{band} ({range} per person)', { band: t(BUDGET_NAMES[band.value]), range });
}

/**
 * A list of chosen places, or that none of that kind was chosen. Semicolons between them: a place's
 * own name may hold a comma ('Stone Town, Zanzibar').
 */
export const chosen = (names: readonly string[], t: Translate = english): string =>
  names.length > 0 ? names.join('; ') : t('none chosen');

function dates(start: string | null, end: string | null, t: Translate, locale: Locale): string {
  const from = mailDate(start, locale);
  const to = mailDate(end, locale);
  if (from && to) return t('{start} to {end}', { start: from, end: to });
  if (from) return t('from {start}', { start: from });
  if (to) return t('until {end}', { end: to });
  return t('flexible');
}

/** What both e-mails list about the inquiry, in the words of `t` and the forms of `locale`. */
function summaryRows(inquiry: InquiryMail, t: Translate, locale: Locale): [string, string | null][] {
  const { input, names } = inquiry;
  return [
    [t('Reference'), inquiry.reference],
    [t('Trip type'), referenceName(names.tripType, t)],
    // Each list on its own labelled line, even when empty: the agency must not guess which was chosen.
    [t('Destinations'), chosen(names.destinations, t)],
    [t('Locations'), chosen(names.locations, t)],
    [t('Dates'), dates(input.startDate, input.endDate, t, locale)],
    [t('Guests'), guests(input.guests, t)],
    [t('Class'), names.serviceClass && referenceName(names.serviceClass, t)],
    [t('Budget'), budgetText(input.budget, t, locale)],
  ];
}

/** The tourist's confirmation and the agency's notification of a contact-page trip inquiry. */
export function inquiryMails(inquiry: InquiryMail, agencyEmail: string): OutgoingMail[] {
  const { input, names } = inquiry;
  const number = inquiry.reference;
  return requestMails(
    {
      kind: 'inquiry',
      touristEmail: input.email,
      trackingUrl: inquiry.trackingUrl,
      locale: inquiry.locale ?? DEFAULT_LOCALE,
      ownAddress: inquiry.ownAddress,
      summary: (t, locale) => summaryRows(inquiry, t, locale),
      confirmation: (t) => ({
        subject: t('Your trip inquiry {reference}: we reply within 24 hours', { reference: number }),
        heading: t('{greeting}, thank you for your inquiry', {
          greeting: greeting(input.firstName, inquiry.ownAddress),
        }),
        paragraphs: [
          `${t('We have your trip inquiry ({reference}).', { reference: number })} ${t(REPLY_PROMISE)}`,
          t(
            "We'll get back to you with a personalized proposal: itinerary, lodges and price. Nothing is charged until you accept it.",
          ),
        ],
        quote: [t('Your message'), input.message],
      }),
      notification: {
        subject: `New trip inquiry ${number}: ${input.firstName} ${input.lastName}, ${names.tripType}`,
        heading: `New trip inquiry ${number} from ${input.firstName} ${input.lastName}`,
        paragraphs: ['Reply to this e-mail to send the proposal; the visitor was promised an answer within 24 hours.'],
        about: [
          ['Name', `${input.firstName} ${input.lastName}`],
          ['E-mail', input.email],
          ['Phone', input.phone],
          ['Country', names.country],
          ['Message', input.message],
          ['Sent from', inquiry.sourcePage],
          ['Account', inquiry.signedIn ? 'signed in' : 'visitor'],
          ['Inquiry id', inquiry.uuid],
        ],
      },
    },
    agencyEmail,
  );
}
