import { describe, expect, it } from 'vitest';
import {
  decisionRefusal,
  draftFigures,
  lineProblem,
  quoteFigures,
  quoteStatus,
  type QuoteLineInput,
} from './quote-money.js';

const line = (over: Partial<QuoteLineInput> = {}): QuoteLineInput => ({
  kind: 'accommodation',
  description: 'Beach lodge, 3 nights',
  quantity: 3,
  unitPrice: 185.35,
  ...over,
});

describe('draftFigures', () => {
  it('sums the lines that can be priced, in cents, whatever the sign, and leaves the others out', () => {
    const figures = draftFigures([
      line({ quantity: 3, unitPrice: 33.33 }),
      null,
      line({ kind: 'discount', quantity: 1, unitPrice: -0.1 }),
      line({ unitPrice: 10.005 }),
      line({ kind: 'extra', quantity: 1, unitPrice: 0.2 }),
    ]);
    expect(figures.amounts).toEqual([99.99, null, -0.1, null, 0.2]);
    expect(figures.total).toBe(100.09);
  });

  it('shows a total of nothing or below nothing rather than refusing it', () => {
    expect(draftFigures([])).toEqual({ amounts: [], total: 0 });
    expect(draftFigures([line({ kind: 'discount', quantity: 2, unitPrice: -50 })]).total).toBe(-100);
  });
});

describe('quoteFigures', () => {
  it('makes each line its unit price times its quantity, and the total the sum of the lines, to the cent', () => {
    const figures = quoteFigures([
      line({ kind: 'trip', description: 'Northern Circuit Classic', quantity: 2, unitPrice: 3120.05 }),
      line(),
      line({ kind: 'park_fee', description: 'Ngorongoro crater fee', quantity: 2, unitPrice: 70.8 }),
      line({ kind: 'discount', description: 'Honeymoon', quantity: 1, unitPrice: -150 }),
    ]);
    expect(figures.lines.map((l) => l.amount)).toEqual([6240.1, 556.05, 141.6, -150]);
    expect(figures.total).toBe(6787.75);
  });

  it('adds cents that floats would not: 0.1 + 0.2 and three lines of 33.33', () => {
    expect(quoteFigures([line({ quantity: 1, unitPrice: 0.1 }), line({ quantity: 1, unitPrice: 0.2 })]).total).toBe(
      0.3,
    );
    expect(quoteFigures([line({ quantity: 3, unitPrice: 33.33 })]).total).toBe(99.99);
    expect(quoteFigures([line({ quantity: 7, unitPrice: 1.15 })]).lines[0]!.amount).toBe(8.05);
  });

  it('refuses what cannot be sent, naming it', () => {
    expect(() => quoteFigures([])).toThrow('no lines');
    expect(() => quoteFigures([line({ quantity: 0 })])).toThrow('quantity must be a whole number from 1');
    expect(() => quoteFigures([line({ quantity: 1.5 })])).toThrow('quantity must be a whole number from 1');
    expect(() => quoteFigures([line({ unitPrice: 0 })])).toThrow('price must be above 0');
    expect(() => quoteFigures([line({ unitPrice: Number.NaN })])).toThrow('price must be above 0');
    expect(() => quoteFigures([line({ unitPrice: 10.005 })])).toThrow('price has more than 2 decimals');
    expect(() => quoteFigures([line({ kind: 'discount', unitPrice: 20 })])).toThrow('a discount must be below 0');
    expect(() =>
      quoteFigures([line({ quantity: 1, unitPrice: 100 }), line({ kind: 'discount', quantity: 1, unitPrice: -100 })]),
    ).toThrow('total must be above 0');
  });

  it('says nothing of a good line', () => {
    expect(lineProblem(line())).toBeNull();
    expect(lineProblem(line({ kind: 'discount', unitPrice: -0.01 }))).toBeNull();
  });
});

describe('quoteStatus', () => {
  it('holds a sent quote through its last valid day, then reports it expired', () => {
    expect(quoteStatus('sent', '2027-03-10', '2027-03-10')).toBe('sent');
    expect(quoteStatus('sent', '2027-03-10', '2027-03-11')).toBe('expired');
  });

  it('keeps a decided or superseded quote as it is, whatever the day', () => {
    for (const stored of ['accepted', 'declined', 'superseded'] as const) {
      expect(quoteStatus(stored, '2027-03-10', '2028-01-01')).toBe(stored);
    }
  });

  it('lets only a sent quote be decided, and says why not otherwise', () => {
    expect(decisionRefusal('sent')).toBeNull();
    expect(decisionRefusal('superseded')).toMatch(/newer quote/);
    expect(decisionRefusal('expired')).toMatch(/expired/);
    expect(decisionRefusal('accepted')).toMatch(/accepted already/);
    expect(decisionRefusal('declined')).toMatch(/declined/);
  });
});
