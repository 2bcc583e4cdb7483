/**
 * The visitor's currency, mirrored from the picker's localStorage choice into a cookie so the server
 * renders prices in it: a visitor who chose EUR never sees a USD flash.
 */
export const CURRENCY_COOKIE = 'currency';

const CODE = /^[A-Z]{3}$/;

/** The currency code in a Cookie header, or null when there is none (or it is not a code). */
export function currencyFromCookieHeader(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CURRENCY_COOKIE && value && CODE.test(value)) return value;
  }
  return null;
}

/** The Set-Cookie-style text the browser writes: a year, the whole site, never sent cross-site. */
export const currencyCookieText = (code: string) =>
  `${CURRENCY_COOKIE}=${CODE.test(code) ? code : 'USD'}; Path=/; Max-Age=31536000; SameSite=Lax`;
