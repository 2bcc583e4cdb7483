import { currencyCookieText, currencyFromCookieHeader } from '#domain/currency/currency-cookie.js';

/** Tells the server the visitor's currency, so the next page arrives already priced in it. */
export function writeCurrencyCookie(code: string): void {
  try {
    document.cookie = currencyCookieText(code);
  } catch {
    // cookies disabled: the server renders USD and the page switches after loading
  }
}

/** The currency the server was last told, or null (no cookie, or cookies disabled). */
export function readCurrencyCookie(): string | null {
  try {
    return currencyFromCookieHeader(document.cookie);
  } catch {
    return null;
  }
}
