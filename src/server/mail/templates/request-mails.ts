import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { english, translator, type Translate } from '#server/i18n/translate.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { renderMail } from './mail-layout.js';
import { FOLLOW_YOUR_REQUEST, oneLine, visitorText } from './booking-format.js';

type Rows = [string, string | null][];

/** What one of the two e-mails says above the rows they share. */
interface MailText {
  subject: string;
  heading: string;
  paragraphs: string[];
}

/** A request that the tourist is sent a confirmation of, and the agency a notification. */
export interface RequestMails {
  /** the mails' kinds are `${kind}-confirmation` and `${kind}-notification` */
  kind: string;
  /** the tourist's address: the confirmation goes there, and the agency's replies */
  touristEmail: string;
  /** the tourist's private page for this request */
  trackingUrl: string;
  /** the language the request was sent in: the confirmation is written in it, the notification in English */
  locale: Locale;
  /** the confirmation goes to the signed-in account's own address: it may quote what the tourist wrote */
  ownAddress: boolean;
  /** what both e-mails list about the request, in the words of `t` and the forms of `locale` */
  summary: (t: Translate, locale: Locale) => Rows;
  /** the confirmation's text, in the words of `t`, and its row quoting the tourist (a note, a message) */
  confirmation: (t: Translate) => MailText & { quote: [label: string, text: string | null] };
  /** the notification's text, and its rows about who asked */
  notification: MailText & { about: Rows };
}

/** The tourist's confirmation of a request and the agency's notification of it. */
export function requestMails(request: RequestMails, agencyEmail: string): OutgoingMail[] {
  const t = translator(request.locale);
  const confirmation = request.confirmation(t);
  const [quoteLabel, quoted] = confirmation.quote;
  const { notification } = request;
  return [
    {
      kind: `${request.kind}-confirmation`,
      to: request.touristEmail,
      subject: oneLine(confirmation.subject),
      ...renderMail({
        heading: confirmation.heading,
        paragraphs: confirmation.paragraphs,
        details: [...request.summary(t, request.locale), visitorText(quoteLabel, quoted, request.ownAddress)],
        action: { label: t(FOLLOW_YOUR_REQUEST), url: request.trackingUrl },
      }),
    },
    {
      kind: `${request.kind}-notification`,
      to: agencyEmail,
      replyTo: request.touristEmail,
      subject: oneLine(notification.subject),
      ...renderMail({
        heading: notification.heading,
        paragraphs: notification.paragraphs,
        details: [...request.summary(english, DEFAULT_LOCALE), ...notification.about],
        closing: 'Sent by the storefront',
      }),
    },
  ];
}
