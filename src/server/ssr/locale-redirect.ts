import { localeFromCookieHeader } from '#domain/i18n/locale-cookie.js';
import { DEFAULT_LOCALE, OFFERED_LOCALES, type Locale } from '#domain/i18n/locales.js';
import { localizedHref, splitLocalePath } from '#domain/site-paths.js';

/** `//host/x` and `/\host/x` as the path `/host/x`: a redirect never names another site. */
export const oneLeadingSlash = (path: string) => path.replace(/^[/\\]+/, '/');

export interface LocaleRedirect {
  status: 301 | 302;
  location: string;
}

/**
 * Where a page request belongs when it is not where it asked (docs/decisions/018-languages.md):
 * - `/en/…` names English, whose pages have no prefix: moved for good to the page itself;
 * - an English URL asked by a visitor who chose another offered language (its cookie) opens in that language,
 *   for this time only (the choice can change). A crawler keeps no cookie, so it reads every URL as it is;
 *   a first visit is never sent anywhere, whatever its browser's languages.
 */
export function localeRedirect(
  url: string,
  cookieHeader: string | undefined,
  offered: readonly Locale[] = OFFERED_LOCALES,
): LocaleRedirect | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const { locale, path, prefixed } = splitLocalePath(pathname);
  // `/en//host` would become `//host`, another site to a browser: the page itself, with one slash, instead.
  if (prefixed && locale === DEFAULT_LOCALE) return { status: 301, location: `${oneLeadingSlash(path)}${query}` };
  if (prefixed) return null;
  const chosen = localeFromCookieHeader(cookieHeader);
  if (!chosen || chosen === DEFAULT_LOCALE || !offered.includes(chosen)) return null;
  return { status: 302, location: localizedHref(chosen, `${oneLeadingSlash(path)}${query}`) };
}
