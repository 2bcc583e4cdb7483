import type { QuoteAnswer } from '#domain/api/quotes.js';
import { fromCents, toCents } from '#domain/pricing/money.js';

// What changed from one quote version to the next, for the request page's versions (quote-versions.tsx).

type Line = QuoteAnswer['lines'][number];
type Day = QuoteAnswer['itinerary'][number];

export interface LineChange {
  before: Line;
  after: Line;
  /** what differs, in this order */
  fields: ('quantity' | 'unit_price')[];
}

export interface DayChange {
  day_number: number;
  before: Day;
  after: Day;
}

export interface ListChange {
  added: string[];
  removed: string[];
}

export interface QuoteDiff {
  lines: { added: Line[]; removed: Line[]; changed: LineChange[] };
  /** USD; `difference` is after − before, to the cent */
  total: { before: number; after: number; difference: number };
  itinerary: { added: Day[]; removed: Day[]; changed: DayChange[] };
  includes: ListChange;
  excludes: ListChange;
}

/** A line is the same line in both versions when its kind and its description are (case and spaces aside). */
const lineKey = (line: Line) => `${line.kind}|${line.description.trim().replace(/\s+/g, ' ').toLowerCase()}`;

const sameMoney = (a: number, b: number) => toCents(a) === toCents(b);

function diffLines(before: readonly Line[], after: readonly Line[]): QuoteDiff['lines'] {
  const unmatched = [...before];
  const added: Line[] = [];
  const changed: LineChange[] = [];
  for (const line of after) {
    // Two lines of one description are matched in their order.
    const index = unmatched.findIndex((old) => lineKey(old) === lineKey(line));
    if (index === -1) {
      added.push(line);
      continue;
    }
    const [old] = unmatched.splice(index, 1) as [Line];
    const fields = [
      ...(old.quantity === line.quantity ? [] : (['quantity'] as const)),
      ...(sameMoney(old.unit_price, line.unit_price) ? [] : (['unit_price'] as const)),
    ];
    if (fields.length > 0) changed.push({ before: old, after: line, fields });
  }
  return { added, removed: unmatched, changed };
}

const sameDay = (a: Day, b: Day) => a.title.trim() === b.title.trim() && a.description.trim() === b.description.trim();

/** Days are compared by their number: day 3 of one version against day 3 of the other. */
function diffDays(before: readonly Day[], after: readonly Day[]): QuoteDiff['itinerary'] {
  const byNumber = (days: readonly Day[]) => new Map(days.map((day) => [day.day_number, day]));
  const old = byNumber(before);
  const next = byNumber(after);
  return {
    added: after.filter((day) => !old.has(day.day_number)),
    removed: before.filter((day) => !next.has(day.day_number)),
    changed: after.flatMap((day) => {
      const was = old.get(day.day_number);
      return was && !sameDay(was, day) ? [{ day_number: day.day_number, before: was, after: day }] : [];
    }),
  };
}

function diffList(before: readonly string[], after: readonly string[]): ListChange {
  const trimmed = (items: readonly string[]) => items.map((item) => item.trim());
  const old = new Set(trimmed(before));
  const next = new Set(trimmed(after));
  return { added: [...next].filter((item) => !old.has(item)), removed: [...old].filter((item) => !next.has(item)) };
}

/** What `after` changes of `before`: lines, the total, the itinerary's days, the includes and the excludes. */
export function quoteDiff(before: QuoteAnswer, after: QuoteAnswer): QuoteDiff {
  return {
    lines: diffLines(before.lines, after.lines),
    total: {
      before: before.total,
      after: after.total,
      difference: fromCents(toCents(after.total) - toCents(before.total)),
    },
    itinerary: diffDays(before.itinerary, after.itinerary),
    includes: diffList(before.includes, after.includes),
    excludes: diffList(before.excludes, after.excludes),
  };
}

/** True when nothing the tourist reads in the lines, total, days or lists changed (a new validity, a new message). */
export function isUnchanged(diff: QuoteDiff): boolean {
  const parts = [
    diff.lines.added,
    diff.lines.removed,
    diff.lines.changed,
    diff.itinerary.added,
    diff.itinerary.removed,
    diff.itinerary.changed,
    diff.includes.added,
    diff.includes.removed,
    diff.excludes.added,
    diff.excludes.removed,
  ];
  return diff.total.difference === 0 && parts.every((part) => part.length === 0);
}
