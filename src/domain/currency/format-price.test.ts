import { describe, expect, it } from 'vitest';
import {
  convertFromUsd,
  formatMoney,
  formatUsdAs,
  isValidLiveRate,
  parseRate,
  priceLabel,
  type CurrencyLike,
} from './format-price.js';

const usd: CurrencyLike = { code: 'USD', symbol: '$', rate: 1 };
const eur: CurrencyLike = { code: 'EUR', symbol: '€', rate: 0.92 };
const gbp: CurrencyLike = { code: 'GBP', symbol: '£', rate: 0.78 };
const tzs: CurrencyLike = { code: 'TZS', symbol: 'TSh', rate: 2600 };
const kes: CurrencyLike = { code: 'KES', symbol: 'KSh', rate: 129 };
const currencies = [usd, eur, gbp, tzs, kes];

describe('formatMoney', () => {
  it('shows TZS as a whole number with a space after the symbol', () => {
    expect(formatMoney(2_600_000, 'TZS', currencies)).toBe('TSh 2,600,000');
    expect(formatMoney(3_899_999.5, 'TZS', currencies)).toBe('TSh 3,900,000');
    expect(formatMoney(950.4, 'TZS', currencies)).toBe('TSh 950');
  });

  it('shows USD, EUR and GBP with 2 decimals and thousands separators', () => {
    expect(formatMoney(1234.5, 'USD', currencies)).toBe('$1,234.50');
    expect(formatMoney(1135.74, 'EUR', currencies)).toBe('€1,135.74');
    expect(formatMoney(962, 'GBP', currencies)).toBe('£962.00');
    expect(formatMoney(1_234_567.891, 'USD', currencies)).toBe('$1,234,567.89');
    expect(formatMoney(1.005, 'USD', currencies)).toBe('$1.01');
  });

  it('shows any other listed currency with 2 decimals and no separators', () => {
    expect(formatMoney(159_210, 'KES', currencies)).toBe('KSh159210.00');
  });

  it("shows a code that is not in the list as '$' with 2 decimals", () => {
    expect(formatMoney(1234.5, 'JPY', currencies)).toBe('$1234.50');
    expect(formatMoney(1234.5, 'TZS', [usd])).toBe('$1234.50');
  });

  it('puts the sign before the symbol and treats nonsense as zero', () => {
    expect(formatMoney(-5, 'USD', currencies)).toBe('-$5.00');
    expect(formatMoney(-0.001, 'USD', currencies)).toBe('$0.00');
    expect(formatMoney(Number.NaN, 'TZS', currencies)).toBe('TSh 0');
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
    expect(formatUsdAs(1234.5, eur, currencies)).toBe('€1,135.74');
    expect(formatUsdAs(1234.5, kes, currencies)).toBe('KSh159250.50');
    expect(formatUsdAs(1234.5, undefined, currencies)).toBe('$1,234.50');
  });

  it('keeps USD at rate 1 even if the list says otherwise', () => {
    expect(formatUsdAs(10, { ...usd, rate: 1.2 }, currencies)).toBe('$10.00');
  });
});

describe('priceLabel', () => {
  it("reads 'From {price}' for a priced trip", () => {
    expect(priceLabel(1450, usd, currencies)).toBe('From $1,450.00');
    expect(priceLabel(1450, tzs, currencies)).toBe('From TSh 3,770,000');
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
