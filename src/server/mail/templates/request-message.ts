import type { Locale } from '#domain/i18n/locales.js';
import { translator } from '#server/i18n/translate.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { FOLLOW_YOUR_REQUEST, oneLine } from './booking-format.js';
import { renderMail } from './mail-layout.js';
import { agentWords } from './request-status.js';

export interface RequestMessageMail {
  reference: string;
  firstName: string;
  /** the tourist's e-mail */
  to: string;
  /** null: 'A message about your request TZ-…'; the reference is added when missing */
  subject: string | null;
  /** the agent's words, shown as written (escaped by the layout) */
  body: string;
  agentName: string;
  /** the private link to follow the request */
  trackingUrl: string;
  /** the language the request was sent in: the words around the agent's (English by default) */
  locale?: Locale;
}

/** A message the desk writes to the tourist about their request; their reply reaches the agency. */
export function requestMessageMail(mail: RequestMessageMail, replyTo: string): OutgoingMail {
  const t = translator(mail.locale);
  const own = mail.subject?.trim();
  // The reference in the subject comes back in the tourist's reply, so the desk knows which request it answers.
  const subject = !own
    ? t('A message about your request {reference}', { reference: mail.reference })
    : own.includes(mail.reference)
      ? own
      : `${own} (${mail.reference})`;
  return {
    kind: 'request-message',
    to: mail.to,
    replyTo,
    subject: oneLine(subject),
    ...renderMail({
      heading: `Jambo ${mail.firstName}`,
      paragraphs: [...agentWords(mail.body), t('To answer, simply reply to this e-mail.')],
      details: [[t('Reference'), mail.reference]],
      action: { label: t(FOLLOW_YOUR_REQUEST), url: mail.trackingUrl },
      closing: `Karibu sana,\n${mail.agentName}`,
    }),
  };
}
