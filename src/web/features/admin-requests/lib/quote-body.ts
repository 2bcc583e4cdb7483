import { z } from 'zod';
import { draftFigures, lineProblem, type QuoteLineInput, type QuoteLineKind } from '#domain/quotes/quote-money.js';
import {
  QUOTE_LINE_DESCRIPTION_MESSAGE,
  QUOTE_TRIP_MESSAGE,
  QUOTE_UNIT_PRICE_MESSAGE,
  QUOTE_VALID_UNTIL_MESSAGE,
  QuoteInputSchema,
} from '#domain/schemas/admin-quotes.js';
import { isCatalogueTrip, type QuoteDraft, type QuoteLineDraft } from './quote-draft.js';

// What the builder sends (POST /api/admin/requests/{uuid}/quotes, src/domain/schemas/admin-quotes.ts), and the
// checks the form runs before: the server's own schema, then the rules its use case adds (send-quote.ts).

export interface QuoteLineBody {
  kind: QuoteLineKind;
  description?: string | undefined;
  quantity?: number | undefined;
  unit_price?: number | undefined;
  trip_uuid?: string | undefined;
  start_date?: string | undefined;
  guests?: number | undefined;
  class_id?: number | undefined;
}

export interface QuoteBody {
  version: number;
  valid_until: string;
  lines: QuoteLineBody[];
  itinerary: { day_number: number; title: string; description: string }[];
  includes: string[];
  excludes: string[];
  message?: string | undefined;
}

/** What a field holds as a number; undefined when blank (NaN when it is no number: the schema says so). */
const numberIn = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A discount is written as what it takes off and sent below 0, whatever sign was typed. */
const signed = (kind: QuoteLineKind | '', price: number | undefined) =>
  price !== undefined && kind === 'discount' ? -Math.abs(price) : price;

const listOf = (text: string) =>
  text
    .split('\n')
    .map((item) => item.trim())
    .filter(Boolean);

export function lineBody(line: QuoteLineDraft): QuoteLineBody {
  const kind = line.kind as QuoteLineKind;
  const description = line.description.trim() || undefined;
  if (isCatalogueTrip(line)) {
    return {
      kind,
      description,
      trip_uuid: line.trip_uuid || undefined,
      start_date: line.start_date || undefined,
      guests: numberIn(line.guests),
      class_id: numberIn(line.class_id),
    };
  }
  return {
    kind,
    description,
    quantity: numberIn(line.quantity),
    unit_price: signed(line.kind, numberIn(line.unit_price)),
  };
}

export function toQuoteBody(draft: QuoteDraft): QuoteBody {
  return {
    version: draft.version,
    valid_until: draft.valid_until,
    lines: draft.lines.map(lineBody),
    // Numbered as they stand on screen.
    itinerary: draft.itinerary.map((day, index) => ({
      day_number: index + 1,
      title: day.title.trim(),
      description: day.description.trim(),
    })),
    includes: listOf(draft.includes),
    excludes: listOf(draft.excludes),
    message: draft.message.trim() || undefined,
  };
}

/** A line's figures for the running total; null while the server prices it or it is not complete. */
export function lineInput(line: QuoteLineDraft): QuoteLineInput | null {
  if (line.kind === '' || isCatalogueTrip(line)) return null;
  const quantity = numberIn(line.quantity);
  const unitPrice = signed(line.kind, numberIn(line.unit_price));
  if (quantity === undefined || unitPrice === undefined) return null;
  return { kind: line.kind, description: line.description, quantity, unitPrice };
}

/** The running figures: each line's amount (null: not priced yet), their sum, and how many the server prices. */
export function draftTotals(lines: readonly QuoteLineDraft[]) {
  return { ...draftFigures(lines.map(lineInput)), serverPriced: lines.filter(isCatalogueTrip).length };
}

export const PRICE_ABOVE_ZERO_MESSAGE = 'Please enter a price above 0 in USD.';
export const DISCOUNT_ABOVE_ZERO_MESSAGE = 'Please enter what the discount takes off, above 0 USD.';
export const TOTAL_ABOVE_ZERO_MESSAGE = "The quote's lines cannot be sent: total must be above 0.";

type Problem = { path: (string | number)[]; message: string };

/** What the use case refuses that the schema lets through: the parts a line needs by how it is priced, the total. */
function useCaseProblems(draft: QuoteDraft, today: string): Problem[] {
  const problems: Problem[] = [];
  if (draft.valid_until && draft.valid_until < today) {
    problems.push({ path: ['valid_until'], message: QUOTE_VALID_UNTIL_MESSAGE });
  }
  draft.lines.forEach((line, index) => {
    const at = (field: keyof QuoteLineDraft, message: string) =>
      problems.push({ path: ['lines', index, field], message });
    if (isCatalogueTrip(line)) {
      for (const field of ['trip_uuid', 'start_date', 'guests'] as const) {
        if (line[field].trim() === '') at(field, QUOTE_TRIP_MESSAGE);
      }
      return;
    }
    if (line.kind === '') return;
    if (line.description.trim() === '') at('description', QUOTE_LINE_DESCRIPTION_MESSAGE);
    if (line.unit_price.trim() === '') return at('unit_price', QUOTE_UNIT_PRICE_MESSAGE);
    const input = lineInput(line);
    const problem = input && lineProblem(input);
    if (problem === 'price must be above 0') at('unit_price', PRICE_ABOVE_ZERO_MESSAGE);
    if (problem === 'a discount must be below 0') at('unit_price', DISCOUNT_ABOVE_ZERO_MESSAGE);
  });
  const figures = draftFigures(draft.lines.map(lineInput));
  // Only a total made of the agent's prices alone is known before the server prices its trip lines.
  const known = figures.amounts.length > 0 && figures.amounts.every((amount) => amount !== null);
  if (problems.length === 0 && known && figures.total <= 0) {
    problems.push({ path: ['lines'], message: TOTAL_ABOVE_ZERO_MESSAGE });
  }
  return problems;
}

/** An item of the includes or excludes is the textarea's; every other path is the field's own. */
const formPath = (path: PropertyKey[]) =>
  (path[0] === 'includes' || path[0] === 'excludes' ? path.slice(0, 1) : path) as (string | number)[];

/**
 * The builder's form schema: the draft checked as the body it becomes, by the server's schema (its messages under
 * the fields) and the use case's rules; its output is that body, exactly as it is sent.
 */
export function quoteDraftSchema(today: string) {
  return z
    .custom<QuoteDraft>()
    .superRefine((draft, ctx) => {
      const body = toQuoteBody(draft);
      const parsed = QuoteInputSchema.safeParse(body);
      const issues = parsed.success
        ? []
        : parsed.error.issues.map((i) => ({ path: formPath(i.path), message: i.message }));
      for (const issue of [...issues, ...useCaseProblems(draft, today)]) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    })
    .transform(toQuoteBody);
}
