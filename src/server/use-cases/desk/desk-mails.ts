import { shownRequestTotal } from '#domain/currency/shown-price.js';
import { paymentSchedule } from '#domain/requests/payment-schedule.js';
import type { RequestStatus } from '#domain/requests/request-status.js';
import type { Transaction } from '#server/db/client.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { requestMessageMail } from '#server/mail/templates/request-message.js';
import { requestStatusMail } from '#server/mail/templates/request-status.js';
import { agencyDetailsFromEnv } from '#server/pdf/agency-details.js';
import {
  confirmationAttachment,
  confirmationPdf,
  type ConfirmationPdfLine,
  type ConfirmationQuote,
} from '#server/pdf/confirmation-pdf.js';
import {
  createDeskRequestRepository,
  type DeskLineRecord,
  type DeskRequestRecord,
} from '#server/repositories/desk-request-repository.js';
import { createDeskWritesRepository } from '#server/repositories/desk-writes-repository.js';
import type { QuoteRecord } from '#server/repositories/quotes-repository.js';
import { createRequestsRepository } from '#server/repositories/requests-repository.js';
import { agencyToday, type UseCaseDeps } from '#server/use-cases/use-case.js';
import { toSentCurrency } from '#server/repositories/sent-in-columns.js';
import { customerName } from './desk-rows.js';
import { richTextToPlain } from '#domain/rich-text/plain-text.js';
import { catalogueIn, tripDay, tripName } from '#server/use-cases/requests/catalogue-in-language.js';
import type { Translator } from '#server/translations/catalogue-texts.js';

export interface StatusMailInput {
  request: DeskRequestRecord;
  to: RequestStatus;
  message: string | null;
  /** USD: the quoted price, else the price when sent; null when nobody priced it */
  price: number | null;
  /** the price is one the agency quoted (in this move or before), not the request's own total */
  quoted: boolean;
  agentName: string;
  /** the quote the tourist accepted, which confirms the request: the confirmation's PDF prints its lines and days */
  quote?: QuoteRecord;
}

const tripIdsOf = (lines: readonly DeskLineRecord[]) =>
  lines.flatMap((line) => (line.tripId === null ? [] : [line.tripId]));

/**
 * What the mail calls the request: a single trip by its name in the request's language, as the tourist read it on
 * the site (and as its PDF names it); otherwise the desk's own head ('Serengeti + 2 more').
 */
function itemNameIn(words: Translator, request: DeskRequestRecord, lines: readonly DeskLineRecord[]): string {
  const [only] = lines;
  if (lines.length !== 1 || !only || only.tripId === null) return request.itemName;
  return tripName(words, only.tripId, only.itemName ?? request.itemName);
}

const MAILED = ['quoted', 'confirmed', 'cancelled'] as const;
type MailedStatus = (typeof MAILED)[number];
const isMailed = (status: RequestStatus): status is MailedStatus => (MAILED as readonly string[]).includes(status);

/**
 * What the confirmation prints of each line, with each trip's itinerary (one query for them all). A
 * single line costs the confirmed price; several keep their own prices unless the agency quoted a total.
 */
async function confirmationLines(
  tx: Transaction,
  input: StatusMailInput,
  lines: DeskLineRecord[],
  words: Translator,
): Promise<ConfirmationPdfLine[]> {
  const { request, price } = input;
  if (lines.length === 0) {
    const { itemName, startDate, endDate, guests } = request;
    return [{ itemName, startDate, endDate, guests, serviceClass: null, price, itinerary: [] }];
  }
  const itineraries = await createDeskWritesRepository(tx).itineraries(tripIdsOf(lines));
  return lines.map((line) => ({
    // In the request's language, as the tourist read it on the site; the desk keeps the English it was sent with.
    itemName:
      line.tripId === null
        ? (line.itemName ?? request.itemName)
        : tripName(words, line.tripId, line.itemName ?? request.itemName),
    startDate: line.startDate,
    endDate: line.endDate,
    guests: line.guests,
    serviceClass: line.serviceClass,
    price: lines.length === 1 ? price : request.quotedPrice === null ? line.totalPrice : null,
    itinerary: (line.tripId === null ? [] : (itineraries.get(line.tripId) ?? [])).map((day, index) => {
      const shown = tripDay(words, line.tripId!, index, day);
      return { ...shown, description: richTextToPlain(shown.description) };
    }),
  }));
}

/** What the confirmation prints of the quote that confirmed it. */
const confirmationQuote = (quote: QuoteRecord): ConfirmationQuote => ({
  number: quote.number,
  lines: quote.lines.map(({ kind, description, quantity, unitPrice, amount }) => ({
    kind,
    description,
    quantity,
    unitPrice,
    amount,
  })),
  itinerary: quote.itinerary.map((day) => ({ day: day.dayNumber, title: day.title, description: day.description })),
  includes: quote.includes,
  excludes: quote.excludes,
});

/**
 * The e-mail a move sends the tourist (quoted, confirmed, cancelled; none otherwise), with a fresh
 * tracking link; a confirmation carries its payment schedule and the PDF.
 */
export async function composeStatusMail(
  tx: Transaction,
  deps: UseCaseDeps,
  input: StatusMailInput,
): Promise<OutgoingMail | null> {
  const { request, to: status, price } = input;
  if (!isMailed(status)) return null;
  const trackingUrl = await createRequestsRepository(tx).issueTrackingLink(request, deps.config.PUBLIC_URL);
  const lines = await createDeskRequestRepository(tx).lines(request.id);
  const words = await catalogueIn(tx, request.locale, tripIdsOf(lines));
  const sent = toSentCurrency(request);
  // The request's own total reads as its tracking page and first e-mail gave it: its lines as shown, added up.
  const shownPrice =
    price === null || input.quoted
      ? undefined
      : shownRequestTotal(
          lines.map((line) => ({ totalUsd: line.totalPrice, guests: line.guests })),
          price,
          sent,
        );
  const confirmedOn = agencyToday(deps);
  const schedule =
    status === 'confirmed' && price !== null
      ? paymentSchedule({ price, confirmedOn, startDate: request.startDate })
      : undefined;
  const mail = requestStatusMail(
    {
      status,
      reference: request.reference,
      firstName: request.firstName,
      to: request.email,
      itemName: itemNameIn(words, request, lines),
      startDate: request.startDate,
      guests: request.guests,
      price,
      message: input.message,
      agentName: input.agentName,
      trackingUrl,
      locale: request.locale,
      sent,
      ...(shownPrice ? { shownPrice } : {}),
      ...(schedule ? { schedule } : {}),
    },
    deps.config.AGENCY_EMAIL,
  );
  if (!schedule || price === null) return { ...mail, requestId: request.id };
  const pdf = await confirmationPdf({
    reference: request.reference,
    issuedOn: confirmedOn,
    customer: { name: customerName(request), email: request.email, phone: request.phone, country: request.country },
    lines: await confirmationLines(tx, input, lines, words),
    price,
    schedule,
    locale: request.locale,
    sent,
    ...(shownPrice ? { shownPrice } : {}),
    ...(input.quote ? { quote: confirmationQuote(input.quote) } : {}),
    ...agencyDetailsFromEnv(deps.config),
  });
  return { ...mail, requestId: request.id, attachments: [confirmationAttachment(request.reference, pdf)] };
}

export interface MessageMailInput {
  request: DeskRequestRecord;
  subject: string | null;
  body: string;
  agentName: string;
}

/** A message from the desk to the tourist, with a fresh tracking link; the reply reaches the agency. */
export async function composeMessageMail(
  tx: Transaction,
  deps: UseCaseDeps,
  { request, subject, body, agentName }: MessageMailInput,
): Promise<OutgoingMail> {
  const trackingUrl = await createRequestsRepository(tx).issueTrackingLink(request, deps.config.PUBLIC_URL);
  const mail = requestMessageMail(
    {
      reference: request.reference,
      firstName: request.firstName,
      to: request.email,
      subject,
      body,
      agentName,
      trackingUrl,
      locale: request.locale,
    },
    deps.config.AGENCY_EMAIL,
  );
  return { ...mail, requestId: request.id };
}
