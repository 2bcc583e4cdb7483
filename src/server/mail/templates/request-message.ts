import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { oneLine } from './booking-format.js';
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
}

/** A message the desk writes to the tourist about their request; their reply reaches the agency. */
export function requestMessageMail(mail: RequestMessageMail, replyTo: string): OutgoingMail {
  const own = mail.subject?.trim();
  // The reference in the subject comes back in the tourist's reply, so the desk knows which request it answers.
  const subject = !own
    ? `A message about your request ${mail.reference}`
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
      paragraphs: [...agentWords(mail.body), 'To answer, simply reply to this e-mail.'],
      details: [['Reference', mail.reference]],
      action: { label: 'Follow your request', url: mail.trackingUrl },
      closing: `Karibu sana,\n${mail.agentName}`,
    }),
  };
}
