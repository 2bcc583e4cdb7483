import { describe, expect, it } from 'vitest';
import {
  convertFromUsd,
  formatMoney,
  formatUsdAs,
  isValidLiveRate,
  parseRate,
  priceLabel,
  startingPrice,
  type CurrencyLike,
} from './format-price.js';

const usd: CurrencyLike = { code: 'USD', symbol: '$', rate: 1 };
const eur: CurrencyLike = { code: 'EUR', symbol: '€', rate: 0.92 };
const gbp: CurrencyLike = { code: 'GBP', symbol: '£', rate: 0.78 };
const tzs: CurrencyLike = { code: 'TZS', symbol: 'TSh', rate: 2600 };
const kes: CurrencyLike = { code: 'KES', symbol: 'KSh', rate: 129 };
const currencies = [usd, eur, gbp, tzs, kes];

describe('formatMoney', () => {
  it('shows TZS as a whole number with a space after the symbol, whatever the amount', () => {
    expect(formatMoney(2_600_000, 'TZS', currencies)).toBe('TSh 2,600,000');
    expect(formatMoney(3_899_999.5, 'TZS', currencies)).toBe('TSh 3,900,000');
    expect(formatMoney(950.4, 'TZS', currencies)).toBe('TSh 950');
    expect(formatMoney(45.6, 'TZS', currencies)).toBe('TSh 46');
  });

  it('rounds 100 and more to whole units in every currency', () => {
    expect(formatMoney(1494.08, 'EUR', currencies)).toBe('€1,494');
    expect(formatMoney(1234.5, 'USD', currencies)).toBe('$1,235');
    expect(formatMoney(962, 'GBP', currencies)).toBe('£962');
    expect(formatMoney(1_234_567.891, 'USD', currencies)).toBe('$1,234,568');
    expect(formatMoney(99.996, 'EUR', currencies)).toBe('€100');
    expect(formatMoney(100, 'USD', currencies)).toBe('$100');
  });

  it('keeps cents below 100, and drops them when there are none', () => {
    expect(formatMoney(32.2, 'EUR', currencies)).toBe('€32.20');
    expect(formatMoney(1.005, 'USD', currencies)).toBe('$1.01');
    expect(formatMoney(35, 'USD', currencies)).toBe('$35');
    expect(formatMoney(27.3, 'GBP', currencies)).toBe('£27.30');
    expect(formatMoney(0, 'USD', currencies)).toBe('$0');
  });

  it('shows a currency of 100 or more units per dollar whole always', () => {
    expect(formatMoney(45.15, 'KES', currencies)).toBe('KSh45');
    expect(formatMoney(159_210.4, 'KES', currencies)).toBe('KSh159210');
    expect(formatMoney(5.25, 'JPY', [...currencies, { code: 'JPY', symbol: '¥', rate: 150 }])).toBe('¥5');
  });

  it('shows any other listed currency without separators', () => {
    const inr: CurrencyLike = { code: 'INR', symbol: '₹', rate: 86.5 };
    expect(formatMoney(125_425.2, 'INR', [inr])).toBe('₹125425');
    expect(formatMoney(86.5, 'INR', [inr])).toBe('₹86.50');
  });

  it("shows a code that is not in the list as '$', by the same rounding", () => {
    expect(formatMoney(1234.5, 'JPY', currencies)).toBe('$1235');
    expect(formatMoney(12.5, 'TZS', [usd])).toBe('$12.50');
  });

  it('puts the sign before the symbol and treats nonsense as zero', () => {
    expect(formatMoney(-5, 'USD', currencies)).toBe('-$5');
    expect(formatMoney(-5.5, 'USD', currencies)).toBe('-$5.50');
    expect(formatMoney(-0.001, 'USD', currencies)).toBe('$0');
    expect(formatMoney(Number.NaN, 'TZS', currencies)).toBe('TSh 0');
    expect(formatMoney(Number.NaN, 'USD', currencies)).toBe('$0');
  });
});

describe('formatMoney in another language', () => {
  it('writes the same amounts as the language does, the symbol after the number', () => {
    expect(formatMoney(1494.08, 'EUR', currencies, 'de')).toBe('1.494\u00A0€');
    expect(formatMoney(1494.08, 'EUR', currencies, 'fr')).toBe('1\u202F494\u00A0€');
    expect(formatMoney(1494.08, 'EUR', currencies, 'it')).toBe('1494\u00A0€');
    expect(formatMoney(32.2, 'EUR', currencies, 'it')).toBe('32,20\u00A0€');
    expect(formatMoney(35, 'USD', currencies, 'de')).toBe('35\u00A0$');
    expect(formatMoney(2_600_000, 'TZS', currencies, 'fr')).toBe('2\u202F600\u202F000\u00A0TSh');
    expect(formatMoney(-5, 'USD', currencies, 'de')).toBe('-5\u00A0$');
  });

  it('keeps the English rule for English', () => {
    expect(formatMoney(1494.08, 'EUR', currencies, 'en')).toBe('€1,494');
    expect(startingPrice(32.4, eur, currencies, 'de')).toBe('30\u00A0€');
  });
});

describe('convertFromUsd and formatUsdAs', () => {
  it('multiplies by the rate, counting a bad rate as 1', () => {
    expect(convertFromUsd(1000, 2600)).toBe(2_600_000);
    expect(convertFromUsd(100, 0)).toBe(100);
    expect(convertFromUsd(100, Number.NaN)).toBe(100);
  });

  it('converts then formats in the selected currency', () => {
    expect(formatUsdAs(1000, tzs, currencies)).toBe('TSh 2,600,000');
    expect(formatUsdAs(1624, eur, currencies)).toBe('€1,494');
    expect(formatUsdAs(35, eur, currencies)).toBe('€32.20');
    expect(formatUsdAs(1234.5, kes, currencies)).toBe('KSh159251');
    expect(formatUsdAs(1234.5, undefined, currencies)).toBe('$1,235');
  });

  it('keeps USD at rate 1 even if the list says otherwise', () => {
    expect(formatUsdAs(10, { ...usd, rate: 1.2 }, currencies)).toBe('$10');
  });
});

describe('priceLabel', () => {
  it("reads 'From {price}' in whole units for a priced trip", () => {
    expect(priceLabel(1450, usd, currencies)).toBe('From $1,450');
    expect(priceLabel(1450, tzs, currencies)).toBe('From TSh 3,770,000');
    expect(priceLabel(1624, eur, currencies)).toBe('From €1,494');
    expect(priceLabel(35, eur, currencies)).toBe('From €32');
    expect(priceLabel(35, undefined, currencies)).toBe('From $35');
    expect(priceLabel(35, { ...usd, rate: 1.2 }, currencies)).toBe('From $35');
  });

  it("reads in another language with that language's words and figures", () => {
    const german = (id: string, values: Record<string, string> = {}) =>
      ({ 'From {price}': `Ab ${values['price']}`, 'Contact for pricing': 'Preis auf Anfrage' })[id] ?? id;
    expect(priceLabel(1624, eur, currencies, 'de', german)).toBe('Ab 1.494\u00A0€');
    expect(priceLabel(null, eur, currencies, 'de', german)).toBe('Preis auf Anfrage');
  });

  it('gives the starting price alone, or null without one', () => {
    expect(startingPrice(35, eur, currencies)).toBe('€32');
    expect(startingPrice(0, eur, currencies)).toBeNull();
  });

  it("reads 'Contact for pricing' without a price", () => {
    for (const price of [null, undefined, 0, -1, Number.NaN]) {
      expect(priceLabel(price, usd, currencies)).toBe('Contact for pricing');
    }
  });
});

describe('parseRate', () => {
  it('accepts positive numbers and numeric strings', () => {
    expect(parseRate(2600)).toBe(2600);
    expect(parseRate('0.92')).toBe(0.92);
    expect(parseRate(' 129.5 ')).toBe(129.5);
  });

  it('defaults to 1 otherwise', () => {
    for (const value of [null, undefined, '', 'abc', 0, -3, Number.NaN, Number.POSITIVE_INFINITY, {}, true]) {
      expect(parseRate(value)).toBe(1);
    }
  });
});

describe('isValidLiveRate', () => {
  it('accepts a truthy status with a positive numeric rate', () => {
    expect(isValidLiveRate({ status: true, data: { rate: 2600.5 } })).toBe(true);
    expect(isValidLiveRate({ status: 'success', data: { rate: 0.92, code: 'EUR' } })).toBe(true);
  });

  it('rejects anything else', () => {
    for (const response of [
      null,
      'ok',
      { status: false, data: { rate: 2600 } },
      { status: true },
      { status: true, data: null },
      { status: true, data: {} },
      { status: true, data: { rate: 0 } },
      { status: true, data: { rate: -1 } },
      { status: true, data: { rate: '2600' } },
      { status: true, data: { rate: Number.NaN } },
    ]) {
      expect(isValidLiveRate(response)).toBe(false);
    }
  });
});
