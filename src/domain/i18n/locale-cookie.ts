import { isLocale, type Locale } from './locales.js';

/** The language a visitor chose with the switcher, so the site opens in it next time. */
export const LOCALE_COOKIE = 'locale';

/** The locale in a Cookie header (or `document.cookie`), or null when there is none or it is not one. */
export function localeFromCookieHeader(header: string | undefined): Locale | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** The Set-Cookie-style text the browser writes: a year, the whole site, never sent cross-site. */
export const localeCookieText = (locale: Locale) =>
  `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
