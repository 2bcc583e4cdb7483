import { toCents } from '../pricing/money.js';

// English is formatted by hand rather than with Intl or toLocaleString: the server renders e-mails and
// the browser renders pages, and a price must read the same whatever locale either runs in. Another
// language names its locale, so Intl reads the same on both.

export interface DecimalFormat {
  fractionDigits: 0 | 2;
  /** Comma between groups of thousands. */
  grouping: boolean;
}

export interface FormattedDecimal {
  negative: boolean;
  digits: string;
}

const groupThousands = (integer: string) => integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Digits without sign, so callers can put a currency symbol between the sign and the number. */
export function formatDecimal(amount: number, format: DecimalFormat): FormattedDecimal {
  const safe = Number.isFinite(amount) ? amount : 0;
  let integer: string;
  let fraction = '';
  let isZero: boolean;
  if (format.fractionDigits === 2) {
    const cents = Math.abs(toCents(safe));
    integer = String(Math.floor(cents / 100));
    fraction = `.${String(cents % 100).padStart(2, '0')}`;
    isZero = cents === 0;
  } else {
    const whole = Math.round(Math.abs(safe));
    integer = String(whole);
    isZero = whole === 0;
  }
  return {
    negative: safe < 0 && !isZero,
    digits: (format.grouping ? groupThousands(integer) : integer) + fraction,
  };
}

const decimalFormats = new Map<string, Intl.NumberFormat>();

/** Digits without sign as the locale writes them (grouped), with exactly the given decimals. */
export function formatDecimalIn(locale: string, amount: number, fractionDigits: 0 | 1 | 2): FormattedDecimal {
  const safe = Number.isFinite(amount) ? amount : 0;
  const key = `${locale}|${fractionDigits}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    decimalFormats.set(key, format);
  }
  const value = fractionDigits === 2 ? Math.abs(toCents(safe)) / 100 : Math.round(Math.abs(safe));
  return { negative: safe < 0 && value !== 0, digits: format.format(value) };
}
