import type { QuoteAnswer } from '#domain/api/quotes.js';
import type { Named } from '#domain/api/reference.js';
import type { DeskRequest } from '#domain/api/requests-desk.js';
import { addDays } from '#domain/dates/calendar-date.js';
import type { QuoteLineKind } from '#domain/quotes/quote-money.js';
import { richTextToPlain } from '#domain/rich-text/plain-text.js';

// The quote builder's own shape of a quote (docs/decisions/033-quotes-and-the-payments-ledger.md): what the fields
// hold, as text, and where it starts from. quote-body.ts turns it into what POST …/quotes takes.

/** A quote holds until this many days from today, unless the agent says otherwise. */
export const VALID_DAYS = 14;

export interface QuoteLineDraft {
  kind: QuoteLineKind | '';
  /**
   * A trip line priced by the server from the catalogue's budget table (trip, start date, guests, class), or at
   * the agent's own price per person like any other line. Other kinds are always the agent's.
   */
  priced_by: 'catalogue' | 'agent';
  description: string;
  quantity: string;
  /** USD per unit; a discount's is the amount it takes off, written without a sign (sent negative) */
  unit_price: string;
  trip_uuid: string;
  start_date: string;
  guests: string;
  class_id: string;
}

export interface QuoteDayDraft {
  title: string;
  description: string;
}

export interface QuoteDraft {
  /** the request's version the builder started from: a quote or a move by someone else since is a 409 */
  version: number;
  valid_until: string;
  lines: QuoteLineDraft[];
  /** numbered by their order when sent */
  itinerary: QuoteDayDraft[];
  /** one item a line */
  includes: string;
  excludes: string;
  message: string;
}

export const blankLine = (over: Partial<QuoteLineDraft> = {}): QuoteLineDraft => ({
  kind: '',
  priced_by: 'agent',
  description: '',
  quantity: '1',
  unit_price: '',
  trip_uuid: '',
  start_date: '',
  guests: '',
  class_id: '',
  ...over,
});

export const blankDay = (): QuoteDayDraft => ({ title: '', description: '' });

export const isCatalogueTrip = (line: Pick<QuoteLineDraft, 'kind' | 'priced_by'>) =>
  line.kind === 'trip' && line.priced_by === 'catalogue';

/** A trip's days as the catalogue keeps them (rich text), for a quote's plain-text itinerary. */
export interface CatalogueDays {
  itinerary: readonly { title: string; description: string }[];
}

export const daysOf = (trips: readonly CatalogueDays[]): QuoteDayDraft[] =>
  trips.flatMap((trip) =>
    trip.itinerary.map((day) => ({ title: day.title, description: richTextToPlain(day.description) })),
  );

/** The request's own trips, each a line the server prices as they were booked (dates, guests, class). */
export function requestTripLines(request: DeskRequest, classes: readonly Named[]): QuoteLineDraft[] {
  return request.lines.flatMap((line) =>
    line.item_type === 'trip' && line.item_uuid
      ? [
          blankLine({
            kind: 'trip',
            priced_by: 'catalogue',
            trip_uuid: line.item_uuid,
            start_date: line.start_date ?? request.start_date ?? '',
            guests: String(line.guests),
            class_id: String(classes.find((c) => c.name === line.service_class)?.id ?? ''),
          }),
        ]
      : [],
  );
}

/** The uuids of the request's trips, in its order, each once: the first quote's itinerary comes from them. */
export const requestTripUuids = (request: DeskRequest): string[] => [
  ...new Set(request.lines.flatMap((line) => (line.item_type === 'trip' && line.item_uuid ? [line.item_uuid] : []))),
];

/** A sent quote's line to edit again: at the price it was sent with (a trip line too: the answer names no trip). */
function lineFromQuote(line: QuoteAnswer['lines'][number]): QuoteLineDraft {
  return blankLine({
    kind: line.kind,
    description: line.description,
    quantity: String(line.quantity),
    unit_price: String(Math.abs(line.unit_price)),
  });
}

interface Start {
  request: DeskRequest;
  /** the agency's today (YYYY-MM-DD) */
  today: string;
  classes: readonly Named[];
  /** the request's trips with their days (only read for a first quote) */
  trips: readonly CatalogueDays[];
}

/**
 * Where a new version starts: the latest quote (its lines, days, includes and excludes), so v2 is a small edit of
 * v1; a first quote starts from the request's trips, priced by the server, with their days. Either holds for
 * VALID_DAYS from today and has no message yet.
 */
export function startingDraft({ request, today, classes, trips }: Start): QuoteDraft {
  const latest = request.quotes[0];
  const common = { version: request.version, valid_until: addDays(today, VALID_DAYS), message: '' };
  if (latest) {
    return {
      ...common,
      lines: latest.lines.map(lineFromQuote),
      itinerary: [...latest.itinerary]
        .sort((a, b) => a.day_number - b.day_number)
        .map(({ title, description }) => ({ title, description })),
      includes: latest.includes.join('\n'),
      excludes: latest.excludes.join('\n'),
    };
  }
  const lines = requestTripLines(request, classes);
  return {
    ...common,
    lines,
    itinerary: daysOf(trips),
    includes: '',
    excludes: '',
  };
}
