import type { Transaction } from '#server/db/client.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { quoteSentMail } from '#server/mail/templates/quote-sent.js';
import { agencyDetailsFromEnv } from '#server/pdf/agency-details.js';
import { quoteAttachment, quotePdf } from '#server/pdf/quote-pdf.js';
import type { DeskRequestRecord } from '#server/repositories/desk-request-repository.js';
import type { QuoteRecord } from '#server/repositories/quotes-repository.js';
import { createRequestsRepository } from '#server/repositories/requests-repository.js';
import { toSentCurrency } from '#server/repositories/sent-in-columns.js';
import { customerName } from '#server/use-cases/desk/desk-rows.js';
import { agencyToday, type UseCaseDeps } from '#server/use-cases/use-case.js';

export interface QuoteMailInput {
  request: DeskRequestRecord;
  quote: QuoteRecord;
  agentName: string;
  /** the number of the quote it supersedes */
  replaces: number | null;
}

/** The tourist's e-mail with a new quote and the quote as a PDF, in the request's language, with a fresh tracking link. */
export async function composeQuoteMail(
  tx: Transaction,
  deps: UseCaseDeps,
  { request, quote, agentName, replaces }: QuoteMailInput,
): Promise<OutgoingMail> {
  const trackingUrl = await createRequestsRepository(tx).issueTrackingLink(request, deps.config.PUBLIC_URL);
  const sent = toSentCurrency(request);
  const locale = request.locale;
  const mail = quoteSentMail(
    {
      to: request.email,
      firstName: request.firstName,
      reference: request.reference,
      number: quote.number,
      total: quote.total,
      validUntil: quote.validUntil,
      message: quote.message,
      agentName,
      trackingUrl,
      locale,
      sent,
      ...(replaces === null ? {} : { replaces }),
    },
    deps.config.AGENCY_EMAIL,
  );
  const pdf = await quotePdf({
    reference: request.reference,
    number: quote.number,
    issuedOn: agencyToday(deps),
    validUntil: quote.validUntil,
    customer: { name: customerName(request), email: request.email },
    lines: quote.lines.map(({ kind, description, quantity, unitPrice, amount }) => ({
      kind,
      description,
      quantity,
      unitPrice,
      amount,
    })),
    total: quote.total,
    itinerary: quote.itinerary.map((day) => ({ day: day.dayNumber, title: day.title, description: day.description })),
    includes: quote.includes,
    excludes: quote.excludes,
    message: quote.message,
    agentName,
    agency: agencyDetailsFromEnv(deps.config).agency,
    acceptUrl: trackingUrl,
    locale,
    sent,
  });
  return { ...mail, requestId: request.id, attachments: [quoteAttachment(request.reference, quote.number, pdf)] };
}
