import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { oneLine, usd } from './booking-format.js';
import { renderMail } from './mail-layout.js';

// The agency's e-mails about what a tourist did on their tracking page: wrote a message, accepted a quote, asked for
// changes. In English, as every notification to the agency; a reply goes straight to the tourist.

/** Who wrote and about which request; `deskUrl` is the request's page in the back office. */
export interface TouristAnswerAbout {
  reference: string;
  customerName: string;
  email: string;
  deskUrl: string;
}

const about = (request: TouristAnswerAbout): [string, string][] => [
  ['Reference', request.reference],
  ['Tourist', request.customerName],
  ['E-mail', request.email],
];

const notice = (
  kind: string,
  request: TouristAnswerAbout,
  agencyEmail: string,
  { subject, heading, paragraphs }: { subject: string; heading: string; paragraphs: string[] },
): OutgoingMail => ({
  kind,
  to: agencyEmail,
  replyTo: request.email,
  subject: oneLine(subject),
  ...renderMail({
    heading,
    paragraphs,
    details: about(request),
    action: { label: 'Open the request', url: request.deskUrl },
    closing: 'Sent by the tracking page',
  }),
});

/** The tourist wrote to the agency from the tracking page: their words, and a reply reaches them. */
export function touristMessageNotice(request: TouristAnswerAbout, body: string, agencyEmail: string): OutgoingMail {
  return notice('tourist-message-notification', request, agencyEmail, {
    subject: `Message from ${request.customerName} about ${request.reference}`,
    heading: `${request.customerName} wrote about ${request.reference}`,
    paragraphs: [...body.replace(/\r\n?/g, '\n').split(/\n{2,}/), 'Reply to this e-mail to answer them.'],
  });
}

export interface QuoteDecisionNotice {
  number: number;
  /** USD */
  total: number;
  decision: 'accept' | 'decline';
  /** what the tourist asked to change, on a decline */
  reason?: string | undefined;
}

/** The tourist accepted a quote (the request is confirmed) or asked for changes (it is back in progress). */
export function quoteDecisionNotice(
  request: TouristAnswerAbout,
  quote: QuoteDecisionNotice,
  agencyEmail: string,
): OutgoingMail {
  const total = usd(quote.total);
  if (quote.decision === 'accept') {
    return notice('quote-accepted-notification', request, agencyEmail, {
      subject: `Quote ${quote.number} accepted: ${request.reference}, ${request.customerName}`,
      heading: `${request.customerName} accepted quote ${quote.number} for ${request.reference}`,
      paragraphs: [
        `The request is confirmed at ${total}. The tourist was sent the confirmation with the payment schedule and the bank details.`,
      ],
    });
  }
  const reason = quote.reason?.trim();
  return notice('quote-declined-notification', request, agencyEmail, {
    subject: `Changes asked to quote ${quote.number}: ${request.reference}, ${request.customerName}`,
    heading: `${request.customerName} asked for changes to quote ${quote.number} for ${request.reference}`,
    paragraphs: [
      reason ? `What they would like changed: ${reason}` : 'They did not say what to change.',
      `The quote (${total}) is declined and the request is back in progress: send a new quote.`,
    ],
  });
}
