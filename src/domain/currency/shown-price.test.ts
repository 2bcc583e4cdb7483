import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../i18n/locales.js';
import type { CurrencyLike } from './format-price.js';
import { formatShown, shownAmount, shownLine, shownRequestTotal, shownSum, shownTimes } from './shown-price.js';

/** The demo catalogue's currencies and rates, with the odd decimals live rates have. */
const CURRENCIES: CurrencyLike[] = [
  { code: 'USD', symbol: '$', rate: 1 },
  { code: 'EUR', symbol: '€', rate: 0.9213 },
  { code: 'GBP', symbol: '£', rate: 0.7791 },
  { code: 'TZS', symbol: 'TSh', rate: 2612.37 },
  { code: 'KES', symbol: 'KSh', rate: 129.41 },
  { code: 'ZAR', symbol: 'R', rate: 18.137 },
  { code: 'CAD', symbol: 'CA$', rate: 1.3842 },
  { code: 'AUD', symbol: 'A$', rate: 1.5219 },
  { code: 'CHF', symbol: 'CHF', rate: 0.8817 },
  { code: 'INR', symbol: '₹', rate: 86.534 },
  { code: 'AED', symbol: 'AED', rate: 3.6725 },
  { code: 'JPY', symbol: '¥', rate: 150.27 },
];

/** Per-person prices of the catalogue's kind: excursions in cents, safaris in thousands. */
const UNIT_PRICES_USD = [12.5, 33.35, 45, 89.99, 99.5, 120, 777.77, 2208, 2870.45, 4995, 10858.6];
const PARTY_SIZES = Array.from({ length: 12 }, (_, i) => i + 1);

/** A shown figure read back as a number, as a tourist reads it in `locale`. */
function readBack(text: string, locale: Locale): number {
  const digits = text.replace(/[^\d.,]/g, '');
  const plain = locale === 'en' ? digits.replace(/,/g, '') : digits.replace(/\./g, '').replace(',', '.');
  return Number(plain);
}

describe('a total and its parts, as shown', () => {
  for (const currency of CURRENCIES) {
    for (const locale of LOCALES) {
      it(`${currency.code} in ${locale}: every party's total equals the shown unit times the party`, () => {
        for (const unitUsd of UNIT_PRICES_USD) {
          for (const count of PARTY_SIZES) {
            const { unit, total } = shownTimes(unitUsd, count, currency);
            const unitText = formatShown(unit, CURRENCIES, locale);
            const totalText = formatShown(total, CURRENCIES, locale);
            const expected = Math.round(readBack(unitText, locale) * 100 * count) / 100;
            expect(readBack(totalText, locale), `${count} × ${unitText} = ${totalText}`).toBe(expected);
          }
        }
      });
    }
  }

  it('adds a cart up from its shown lines', () => {
    const eur = CURRENCIES[1]!;
    const lines = [
      shownTimes(777.77, 2, eur).total,
      shownTimes(2870.45, 2, eur).total,
      shownTimes(33.35, 3, eur).total,
    ];
    const sum = shownSum(lines, 'EUR');
    const texts = lines.map((line) => readBack(formatShown(line, CURRENCIES, 'de'), 'de'));
    expect(readBack(formatShown(sum, CURRENCIES, 'de'), 'de')).toBeCloseTo(
      texts.reduce((a, b) => a + b),
      2,
    );
  });
});

describe('shownAmount', () => {
  it('converts once and rounds to what is shown', () => {
    expect(shownAmount(2870.45, { code: 'EUR', symbol: '€', rate: 0.92 })).toEqual({
      amount: 2641,
      code: 'EUR',
      fractionDigits: 0,
    });
    expect(shownAmount(33.35, { code: 'EUR', symbol: '€', rate: 0.92 })).toEqual({
      amount: 30.68,
      code: 'EUR',
      fractionDigits: 2,
    });
  });

  it('is USD without a currency, and whole shillings in TZS', () => {
    expect(shownAmount(45.5, undefined)).toEqual({ amount: 45.5, code: 'USD', fractionDigits: 2 });
    expect(shownAmount(12.5, CURRENCIES[3])).toEqual({ amount: 32655, code: 'TZS', fractionDigits: 0 });
  });

  it("reads the issue's own case right: 2 × 2.870 € is 5.740 €, not a total converted apart", () => {
    const eur = { code: 'EUR', symbol: '€', rate: 0.92 };
    const { unit, total } = shownTimes(3120.05, 2, eur);
    expect(formatShown(unit, [eur], 'de')).toBe('2.870\u00A0€');
    expect(formatShown(total, [eur], 'de')).toBe('5.740\u00A0€');
  });

  it('shows a total with cents when its unit has them', () => {
    const eur = { code: 'EUR', symbol: '€', rate: 1 };
    const { total } = shownTimes(33.35, 3, eur);
    expect(formatShown(total, [eur], 'en')).toBe('€100.05');
  });
});

describe('shownLine', () => {
  it('shows a priced line as its price per person times its guests, as the form showed it', () => {
    const eur = { code: 'EUR', symbol: '€', rate: 0.92 };
    expect(formatShown(shownLine(6240.1, 2, eur), [eur], 'de')).toBe('5.740\u00A0€');
    expect(shownLine(6240.1, 2, eur)).toEqual(shownTimes(3120.05, 2, eur).total);
  });
});

describe('shownRequestTotal', () => {
  const eur = { code: 'EUR', symbol: '€', rate: 0.92 };

  it('adds up the priced lines as shown, never the total converted apart (18.708 $ for 4 is 17.212 €, not 17.211 €)', () => {
    const total = shownRequestTotal([{ totalUsd: 18708, guests: 4 }], 18708, eur);
    expect(formatShown(total, [eur], 'it')).toBe('17.212\u00A0€');
    expect(formatShown(shownAmount(18708, eur), [eur], 'it')).toBe('17.211\u00A0€');
    const cart = [
      { totalUsd: 6240.1, guests: 2 },
      { totalUsd: null, guests: 3 },
      { totalUsd: 100.05, guests: 3 },
    ];
    expect(shownRequestTotal(cart, 0, eur)).toEqual(
      shownSum([shownLine(6240.1, 2, eur), shownLine(100.05, 3, eur)], 'EUR'),
    );
  });

  it('converts the USD total once when no line is priced', () => {
    expect(shownRequestTotal([{ totalUsd: null, guests: 2 }], 2870.45, eur)).toEqual(shownAmount(2870.45, eur));
  });
});
