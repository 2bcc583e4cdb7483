import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { renderMail } from './mail-layout.js';

/** Where a newsletter mail lets its reader leave: the storefront's page and the one-click address. */
export interface UnsubscribeLinks {
  /** `${PUBLIC_URL}/unsubscribe?token=…`, the visible link (works without signing in) */
  page: string;
  /** `${PUBLIC_URL}/api/unsubscribe?token=…`, what a mail program's own button POSTs to (RFC 8058) */
  oneClick: string;
}

/**
 * The headers every newsletter mail carries, so mail programs show their own "Unsubscribe" button:
 * an https link only (no mailto), and the RFC 8058 marker that a POST to it is all it takes.
 */
export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The short welcome a new (or returning) subscriber gets (POST /subscribe). */
export function newsletterWelcomeMail({ to, links }: { to: string; links: UnsubscribeLinks }): OutgoingMail {
  return {
    kind: 'newsletter-welcome',
    to,
    subject: 'Welcome to the Kilele Safaris newsletter',
    headers: unsubscribeHeaders(links),
    ...renderMail({
      heading: 'Karibu to our newsletter',
      paragraphs: [
        'Thank you for subscribing. A few times a year we will write with new safaris, Zanzibar island tours and the best seasons to travel.',
        'Changed your mind, or did not subscribe yourself? One click on the link below unsubscribes this address; no sign-in needed.',
      ],
      details: [['Subscribed address', to]],
      action: { label: 'Unsubscribe', url: links.page },
    }),
  };
}
