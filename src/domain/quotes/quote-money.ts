import { msg } from '../i18n/msg.js';
import { fromCents, toCents } from '../pricing/money.js';

/**
 * A quote's figures (docs/decisions/033-quotes-and-the-payments-ledger.md): every line is its unit price times its
 * quantity, in USD cents, and the total is the sum of the lines, so what the desk, the tourist's page, the e-mail and
 * the PDF print are the same numbers. A discount is a line with a negative unit price.
 */
export const QUOTE_LINE_KINDS = [
  'trip',
  'accommodation',
  'activity',
  'transfer',
  'park_fee',
  'extra',
  'discount',
] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export interface QuoteLineInput {
  kind: QuoteLineKind;
  description: string;
  /** a whole number ≥ 1: guests for a trip line, nights, vehicles, people */
  quantity: number;
  /** USD per unit; > 0, except a discount's, which is < 0 */
  unitPrice: number;
}

export interface QuoteLine extends QuoteLineInput {
  /** USD, unit price times quantity, to the cent */
  amount: number;
}

export interface QuoteFigures {
  lines: QuoteLine[];
  /** USD, the sum of the lines */
  total: number;
}

/** Why a quote's lines cannot be sent, in the words the desk shows; null when they can. */
export type QuoteProblem =
  | 'no lines'
  | 'quantity must be a whole number from 1'
  | 'price must be above 0'
  | 'a discount must be below 0'
  | 'price has more than 2 decimals'
  | 'total must be above 0';

/** The first thing wrong with a line, or null. */
export function lineProblem(line: QuoteLineInput): QuoteProblem | null {
  if (!Number.isInteger(line.quantity) || line.quantity < 1) return 'quantity must be a whole number from 1';
  if (!Number.isFinite(line.unitPrice)) return 'price must be above 0';
  if (Math.abs(toCents(line.unitPrice) - line.unitPrice * 100) > 1e-6) return 'price has more than 2 decimals';
  if (line.kind === 'discount') return line.unitPrice < 0 ? null : 'a discount must be below 0';
  return line.unitPrice > 0 ? null : 'price must be above 0';
}

const amountCents = (line: QuoteLineInput) => toCents(line.unitPrice) * line.quantity;

/** The lines with their amounts and the total; throws a RangeError naming the problem when they cannot be sent. */
export function quoteFigures(lines: readonly QuoteLineInput[]): QuoteFigures {
  if (lines.length === 0) throw new RangeError('no lines' satisfies QuoteProblem);
  const priced = lines.map((line) => {
    const problem = lineProblem(line);
    if (problem) throw new RangeError(problem);
    return { ...line, amountCents: amountCents(line) };
  });
  const totalCents = priced.reduce((sum, line) => sum + line.amountCents, 0);
  if (totalCents <= 0) throw new RangeError('total must be above 0' satisfies QuoteProblem);
  return {
    lines: priced.map(({ amountCents, ...line }) => ({ ...line, amount: fromCents(amountCents) })),
    total: fromCents(totalCents),
  };
}

/** A quote being written: each line's amount (null while it cannot be priced) and the sum of the others. */
export interface DraftFigures {
  amounts: (number | null)[];
  /** USD, the sum of the lines that have an amount, whatever its sign */
  total: number;
}

/**
 * The running figures of a quote being written (the desk's quote builder): a line with a problem, or one the server
 * prices when the quote is sent (`null`), has no amount yet and counts for nothing; nothing is refused.
 */
export function draftFigures(lines: readonly (QuoteLineInput | null)[]): DraftFigures {
  const cents = lines.map((line) => (line && !lineProblem(line) ? amountCents(line) : null));
  return {
    amounts: cents.map((amount) => (amount === null ? null : fromCents(amount))),
    total: fromCents(cents.reduce<number>((sum, amount) => sum + (amount ?? 0), 0)),
  };
}

/** What a quote is now: as stored, except that a sent quote past its last valid day has expired. */
export type StoredQuoteStatus = 'sent' | 'accepted' | 'declined' | 'superseded';
export type QuoteStatus = StoredQuoteStatus | 'expired';

/** `validUntil` and `today` are YYYY-MM-DD on the agency's calendar; the quote holds through its last valid day. */
export function quoteStatus(stored: StoredQuoteStatus, validUntil: string, today: string): QuoteStatus {
  return stored === 'sent' && today > validUntil ? 'expired' : stored;
}

/** Why a tourist cannot accept (or decline) a quote: a newer one exists, it expired, it was decided already. */
export function decisionRefusal(status: QuoteStatus): string | null {
  switch (status) {
    case 'sent':
      return null;
    case 'superseded':
      return msg('A newer quote has been sent: please look at that one.');
    case 'expired':
      return msg('This quote has expired: ask us for a new one.');
    case 'accepted':
      return msg('This quote has been accepted already.');
    case 'declined':
      return msg('This quote was declined: ask us for a new one.');
  }
}
