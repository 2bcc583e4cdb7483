import { describe, expect, it } from 'vitest';
import { deskQuote } from '#web/features/admin-requests/test/quote-fixtures.js';
import { isUnchanged, quoteDiff } from './quote-diff.js';

const v1 = deskQuote();

describe('quoteDiff', () => {
  it('finds nothing between a version and a copy of it sent again', () => {
    const again = deskQuote({ number: 2, valid_until: '2026-12-20', message: 'Still holds.' });
    const diff = quoteDiff(v1, again);
    expect(isUnchanged(diff)).toBe(true);
    expect(diff.total).toEqual({ before: 4686.05, after: 4686.05, difference: 0 });
  });

  it('names the lines added, removed and changed in quantity or price, and the total’s difference to the cent', () => {
    const v2 = deskQuote({
      number: 2,
      lines: [
        // the same trip line, priced again
        { ...v1.lines[0]!, unit_price: 2180.1, amount: 4360.2 },
        // the lodge for one more night, its description written in other case and spacing
        { kind: 'accommodation', description: 'beach lodge,  Nungwi', quantity: 4, unit_price: 185.35, amount: 741.4 },
        { kind: 'transfer', description: 'Ferry to Zanzibar', quantity: 2, unit_price: 35, amount: 70 },
      ],
      total: 5171.6,
    });
    const diff = quoteDiff(v1, v2);
    expect(diff.lines.added.map((l) => l.description)).toEqual(['Ferry to Zanzibar']);
    expect(diff.lines.removed.map((l) => l.description)).toEqual(['Honeymoon']);
    expect(diff.lines.changed.map((c) => [c.after.description, c.fields])).toEqual([
      ['Serengeti Migration Safari (Comfort, High season)', ['unit_price']],
      ['beach lodge,  Nungwi', ['quantity']],
    ]);
    expect(diff.total.difference).toBe(485.55);
    expect(isUnchanged(diff)).toBe(false);
  });

  it('matches a line by its kind too: the same words as an extra and as a discount are two lines', () => {
    const v2 = deskQuote({
      number: 2,
      lines: [
        ...v1.lines.slice(0, 2),
        { kind: 'extra', description: 'Honeymoon', quantity: 1, unit_price: 150, amount: 150 },
      ],
      total: 4986.05,
    });
    const diff = quoteDiff(v1, v2);
    expect(diff.lines.added.map((l) => l.kind)).toEqual(['extra']);
    expect(diff.lines.removed.map((l) => l.kind)).toEqual(['discount']);
    expect(diff.total.difference).toBe(300);
  });

  it('compares two lines of one description in their order', () => {
    const night = {
      kind: 'accommodation' as const,
      description: 'Tented camp',
      quantity: 1,
      unit_price: 300,
      amount: 300,
    };
    const before = deskQuote({ lines: [night, night], total: 600 });
    const after = deskQuote({ number: 2, lines: [night, { ...night, quantity: 2, amount: 600 }], total: 900 });
    const diff = quoteDiff(before, after);
    expect(diff.lines.changed).toHaveLength(1);
    expect(diff.lines.changed[0]!.before.quantity).toBe(1);
    expect(diff.lines.changed[0]!.after.quantity).toBe(2);
    expect(diff.lines.added).toEqual([]);
    expect(diff.lines.removed).toEqual([]);
  });

  it('compares the itinerary day by day, and the includes and excludes item by item', () => {
    const v2 = deskQuote({
      number: 2,
      itinerary: [
        { day_number: 1, title: 'Arusha', description: 'Welcome dinner. ' },
        { day_number: 2, title: 'Central Serengeti', description: 'Game drive.' },
        { day_number: 3, title: 'Zanzibar', description: 'Beach.' },
      ],
      includes: ['Park fees', 'Ferry tickets'],
      excludes: ['International flights', 'Visas'],
    });
    const diff = quoteDiff(v1, v2);
    expect(diff.itinerary.changed.map((c) => [c.day_number, c.before.title, c.after.title])).toEqual([
      [2, 'Serengeti', 'Central Serengeti'],
    ]);
    expect(diff.itinerary.added.map((d) => d.day_number)).toEqual([3]);
    expect(diff.itinerary.removed).toEqual([]);
    expect(diff.includes).toEqual({ added: ['Ferry tickets'], removed: ['Airport transfers'] });
    expect(diff.excludes).toEqual({ added: ['Visas'], removed: [] });

    const shorter = quoteDiff(v2, deskQuote({ number: 3, itinerary: v2.itinerary.slice(0, 2) }));
    expect(shorter.itinerary.removed.map((d) => d.title)).toEqual(['Zanzibar']);
  });

  it('subtracts totals in cents, not floats', () => {
    const before = deskQuote({ total: 0.3 });
    const after = deskQuote({ number: 2, total: 0.1 });
    expect(quoteDiff(before, after).total.difference).toBe(-0.2);
  });
});
