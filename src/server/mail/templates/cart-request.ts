import type { SentCurrency } from '#domain/currency/sent-currency.js';
import { shownSum } from '#domain/currency/shown-price.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { fromCents, toCents } from '#domain/pricing/money.js';
import { english, type Translate } from '#server/i18n/translate.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import {
  customerDetails,
  greeting,
  guests,
  type MailCustomer,
  mailDay,
  NOTHING_CHARGED,
  REPLY_PROMISE,
  seasonName,
  sentAmount,
  sentLine,
} from './booking-format.js';
import { referenceName } from './reference-names.js';
import { requestMails } from './request-mails.js';

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
  /** the language the request was sent in: the tourist's confirmation is written in it */
  locale?: Locale;
  /** the currency it was sent in and the rate then: prices are shown in it beside the USD */
  sent?: SentCurrency;
}

function dates(line: CartRequestMailLine, t: Translate, locale: Locale): string {
  if (!line.startDate) return t('dates open');
  const start = mailDay(line.startDate, locale);
  if (!line.endDate || line.endDate === line.startDate) return start;
  return t('{start} to {end}', { start, end: mailDay(line.endDate, locale) });
}

/** '1. Trip' → 'Serengeti Safari — Sat, 12 Dec 2026 to Fri, 18 Dec 2026; 4 guests; Comfort; High season, 4-guest rate; $3,042 (USD)'. */
function lineRow(
  line: CartRequestMailLine,
  index: number,
  t: Translate,
  locale: Locale,
  sent: SentCurrency | undefined,
): [string, string] {
  const parts = [
    dates(line, t, locale),
    guests(line.guests, t),
    line.serviceClass ? referenceName(line.serviceClass, t) : t('no class preference'),
  ];
  if (line.price) {
    const rate = t('{tier}-guest rate', { tier: line.price.tier });
    parts.push(`${seasonName(line.price.season, t)}, ${rate}`, linePrice(line, sent, t, locale).text);
    if (!line.price.fromBudget) parts.push(t('base price: no budget row, please check'));
  } else {
    parts.push(t('price to quote'));
  }
  return [`${index + 1}. ${line.type === 'trip' ? t('Trip') : t('Destination')}`, `${line.name} — ${parts.join('; ')}`];
}

/** A priced line: its price per person as shown, times its guests. */
function linePrice(line: CartRequestMailLine, sent: SentCurrency | undefined, t: Translate, locale: Locale) {
  return sentLine(line.price?.total ?? 0, line.guests, sent, t, locale);
}

/** The reference, each line and the total, in the words of `t` and the forms of `locale`. */
function summaryRows(request: CartRequestMail, t: Translate, locale: Locale): [string, string | null][] {
  const { lines } = request;
  const priced = lines.flatMap((line) => (line.price ? [line.price.total] : []));
  const quoted = lines.length - priced.length;
  // The sum of the lines as each is shown, in the currency it was sent in (shown-price.ts).
  const shownLines = lines.flatMap((line) => (line.price ? [linePrice(line, request.sent, t, locale).shown] : []));
  const total =
    priced.length > 0
      ? sentAmount(
          shownSum(shownLines, request.sent?.code ?? 'USD'),
          fromCents(priced.reduce((sum, value) => sum + toCents(value), 0)),
          request.sent,
          t,
          locale,
        )
      : null;
  const totalLabel = quoted > 0 ? t('Total of the priced trips ({quoted} to quote)', { quoted }) : t('Total');
  return [
    [t('Reference'), request.reference],
    ...lines.map((line, i) => lineRow(line, i, t, locale, request.sent)),
    [totalLabel, total],
  ];
}

const itemCount = (count: number, t: Translate) => t('{count, plural, one {# item} other {# items}}', { count });

/** The tourist's confirmation and the agency's notification of a whole cart sent as one request. */
export function cartRequestMails(request: CartRequestMail, agencyEmail: string): OutgoingMail[] {
  const { customer, lines, reference } = request;
  const names = lines.map((line) => line.name).join(' + ');
  const items = itemCount(lines.length, english);
  return requestMails(
    {
      kind: 'cart-request',
      touristEmail: customer.email,
      trackingUrl: request.trackingUrl,
      locale: request.locale ?? DEFAULT_LOCALE,
      ownAddress: request.ownAddress,
      summary: (t, locale) => summaryRows(request, t, locale),
      confirmation: (t) => ({
        subject: t('Your request {reference}: {names}', { reference, names }),
        heading: t('{greeting}, we have your request', { greeting: greeting(customer.firstName, request.ownAddress) }),
        paragraphs: [
          t(
            'Thank you for sending your trip plan with us: {items} under one reference, {reference}. Please quote it when you write or call.',
            { items: itemCount(lines.length, t), reference },
          ),
          `${t(REPLY_PROMISE)} ${t('We check availability for every part of your trip, then confirm it all by e-mail.')}`,
          t(NOTHING_CHARGED),
        ],
        quote: [t('Your note'), request.note],
      }),
      notification: {
        subject: `New combined request ${reference}: ${items}, ${customer.firstName} ${customer.lastName}`,
        heading: `New combined request ${reference}: ${items}`,
        paragraphs: [
          `${customer.firstName} ${customer.lastName} sent their whole cart as one request: ${names}. Reply to this e-mail to answer them directly; they were promised a reply within 24 hours.`,
          'Trips are priced like bookings (season, class and group rate, per person times guests); destinations need a quote.',
        ],
        about: customerDetails(customer, request.note, true),
      },
    },
    agencyEmail,
  );
}
