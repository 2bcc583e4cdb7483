import { toCents } from '../pricing/money.js';

// Formatted by hand rather than with Intl or toLocaleString: the server renders e-mails and
// the browser renders pages, and a price must read the same whatever locale either runs in.

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
