import type { QuoteAnswer } from '#domain/api/quotes.js';
import { bookingTotal } from '#domain/pricing/booking-total.js';
import { quoteFigures, type QuoteLineInput } from '#domain/quotes/quote-money.js';
import { canQuote } from '#domain/requests/request-status.js';
import { richTextToPlain } from '#domain/rich-text/plain-text.js';
import {
  QUOTE_LINE_DESCRIPTION_MESSAGE,
  QUOTE_TRIP_MESSAGE,
  QUOTE_UNIT_PRICE_MESSAGE,
  QUOTE_VALID_UNTIL_MESSAGE,
  type QuoteInput,
} from '#domain/schemas/admin-quotes.js';
import { REQUEST_NOT_FOUND_MESSAGE, REQUEST_STALE_MESSAGE } from '#domain/schemas/messages.js';
import type { Transaction } from '#server/db/client.js';
import { notFound, staleVersion, validationError } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createBookingsRepository } from '#server/repositories/bookings-repository.js';
import { createDeskRequestRepository } from '#server/repositories/desk-request-repository.js';
import { createDeskWritesRepository } from '#server/repositories/desk-writes-repository.js';
import { createQuotesRepository, type StoredQuoteLine } from '#server/repositories/quotes-repository.js';
import { createReferenceRepository } from '#server/repositories/reference-repository.js';
import { createStaffRepository } from '#server/repositories/staff-repository.js';
import { recordStaffWrite } from '#server/use-cases/audit-trail.js';
import { agencyToday, type UseCaseDeps } from '#server/use-cases/use-case.js';
import { AGENCY_SIGNATURE, DESK_AUDIT_ACTIONS, requestTarget } from '#server/use-cases/desk/desk-audit.js';
import { loadDeskRequest } from '#server/use-cases/desk/load-desk-request.js';
import { quoteAnswer } from '#server/repositories/quote-answer.js';
import { composeQuoteMail } from './quote-mails.js';

type PricedLine = QuoteLineInput & Omit<StoredQuoteLine, keyof QuoteLineInput | 'amount'>;

/**
 * A line as it is stored: a trip line given as trip, start date, guests and class is priced by the server from the
 * trip's budget table, as a booking is (unit = per person, quantity = guests); any other line brings its own price.
 */
async function pricedLines(tx: Transaction, lines: QuoteInput['lines']): Promise<PricedLine[]> {
  const bookings = createBookingsRepository(tx);
  const classes = await createReferenceRepository(tx).serviceClasses();
  const errors: Record<string, string[]> = {};
  const priced: PricedLine[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.kind === 'trip' && line.trip_uuid) {
      const trip = await bookings.publishedTrip(line.trip_uuid);
      const className = classes.find((c) => c.id === line.class_id)?.name ?? null;
      if (!trip || !line.start_date || !line.guests || (line.class_id && !className)) {
        errors[`lines.${index}`] = [QUOTE_TRIP_MESSAGE];
        continue;
      }
      const price = bookingTotal({
        startDate: line.start_date,
        guestCount: line.guests,
        serviceClass: className,
        basePrice: trip.basePrice,
        budgets: await bookings.budgetRows(trip.id),
      });
      priced.push({
        kind: 'trip',
        description: line.description ?? `${trip.name} (${price.serviceClass}, ${price.season} season)`,
        quantity: line.guests,
        unitPrice: price.pricePerPerson,
        tripId: trip.id,
        startDate: line.start_date,
        serviceClassId: line.class_id ?? classes.find((c) => c.name === price.serviceClass)?.id ?? null,
      });
      continue;
    }
    if (line.unit_price === undefined) errors[`lines.${index}.unit_price`] = [QUOTE_UNIT_PRICE_MESSAGE];
    if (!line.description) errors[`lines.${index}.description`] = [QUOTE_LINE_DESCRIPTION_MESSAGE];
    if (line.unit_price === undefined || !line.description) continue;
    priced.push({
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      tripId: null,
      startDate: line.kind === 'trip' ? (line.start_date ?? null) : null,
      serviceClassId: null,
    });
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return priced;
}

/**
 * An agent sends a quote: its lines priced (trip lines by the server), numbered after the last, the open quote
 * superseded, the request moved to `quoted` with the quote's total, the tourist e-mailed, all in one transaction.
 */
export async function sendQuote(input: QuoteInput & { uuid: string }, deps: UseCaseDeps): Promise<QuoteAnswer> {
  if (!isUuid(input.uuid)) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  const today = agencyToday(deps);
  return deps.mail.inTransaction(async (tx, queue) => {
    const requests = createDeskRequestRepository(tx);
    const current = await requests.findForUpdate(input.uuid);
    if (!current) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
    if (current.version !== input.version) {
      const now = await loadDeskRequest(tx, input.uuid, deps.now?.(), deps.config);
      throw staleVersion(REQUEST_STALE_MESSAGE, { request: now?.request });
    }
    if (!canQuote(current.status)) {
      throw validationError({ status: ['Only a new, in-progress or quoted request can be quoted.'] });
    }
    if (input.valid_until < today) throw validationError({ valid_until: [QUOTE_VALID_UNTIL_MESSAGE] });

    const lines = await pricedLines(tx, input.lines);
    let figures;
    try {
      figures = quoteFigures(lines);
    } catch (error) {
      if (error instanceof RangeError)
        throw validationError({ lines: [`The quote's lines cannot be sent: ${error.message}.`] });
      throw error;
    }
    const itinerary =
      input.itinerary ?? (await tripItinerary(tx, lines.find((line) => line.tripId !== null)?.tripId ?? null));
    const quotes = createQuotesRepository(tx);
    const sent = await quotes.send({
      requestId: current.id,
      validUntil: input.valid_until,
      total: figures.total,
      message: input.message ?? null,
      includes: input.includes ?? [],
      excludes: input.excludes ?? [],
      staffId: deps.staffId ?? null,
      lines: figures.lines.map((line, index) => ({ ...lines[index]!, amount: line.amount })),
      itinerary: itinerary.map((day) => ({
        dayNumber: 'day_number' in day ? day.day_number : day.day,
        title: day.title,
        description: day.description ?? '',
      })),
    });

    const writes = createDeskWritesRepository(tx);
    const author = deps.staffId ? await createStaffRepository(tx).byId(deps.staffId) : null;
    await writes.move(current.id, { to: 'quoted', quotedPrice: figures.total });
    const stored = await quotes.byNumber(current.id, sent.number);
    if (!stored) throw new Error('the quote vanished inside its own transaction');
    const mail = await composeQuoteMail(tx, deps, {
      request: current,
      quote: stored,
      agentName: author?.name ?? AGENCY_SIGNATURE,
      replaces: sent.superseded,
    });
    const [mailId] = await queue(mail);
    await writes.addEvent({
      requestId: current.id,
      kind: 'status',
      staffId: deps.staffId ?? null,
      fromStatus: current.status,
      toStatus: 'quoted',
      text: input.message ?? `Quote ${sent.number} sent.`,
      // Without the agent's words the tourist reads the status alone, in their language.
      touristText: input.message ? null : '',
      visibleToTourist: true,
      mailId: mailId ?? null,
    });
    await recordStaffWrite(tx, deps, {
      action: DESK_AUDIT_ACTIONS.quote,
      target: requestTarget(current.uuid),
      before: { status: current.status, version: current.version, quoted_price: current.quotedPrice },
      after: { status: 'quoted', version: current.version + 1, quote: sent.number, total: figures.total },
    });
    return quoteAnswer(stored, today);
  });
}

/**
 * The trip's own itinerary, the quote's starting point when the agent gives none: its days are the catalogue's rich
 * text, a quote's are plain text (the PDF and the e-mail print them as they are).
 */
async function tripItinerary(tx: Transaction, tripId: number | null) {
  if (tripId === null) return [];
  const days = (await createDeskWritesRepository(tx).itineraries([tripId])).get(tripId) ?? [];
  return days.map((day) => ({ ...day, description: richTextToPlain(day.description) }));
}
