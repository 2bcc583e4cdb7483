import { localeCookieText } from '#domain/i18n/locale-cookie.js';
import type { Locale } from '#domain/i18n/locales.js';
import { languageChoiceHref } from '#domain/site-paths.js';
import { loadCatalogue } from '#web/i18n/catalogues.js';
import { createI18n, msg } from '#web/i18n/i18n.js';
import { sessionStore } from '#web/lib/storage.js';

// Each is shown in the language offered: its catalogue says it in that language.
const READ_IN = msg('Read this page in English');
const NO_THANKS = msg('No, thanks');
/** Offered once a visit: a visitor who lets it be is not asked again on every page. */
const OFFERED_KEY = 'languageOffered';

/**
 * A first visit whose browser prefers another language the site speaks gets a one-line offer of the same page in
 * it, at the foot of the screen, never a redirect (crawlers read every URL as it is). Following it keeps the
 * choice; declining keeps the page's language, so it is not offered again; letting it be, it is not offered again
 * this visit.
 */
export async function showLanguageOffer(offered: Locale, pageLocale: Locale, path: string): Promise<void> {
  if (sessionStore.get(OFFERED_KEY)) return;
  sessionStore.set(OFFERED_KEY, offered);
  const i18n = createI18n(offered, await loadCatalogue(offered));
  const bar = document.createElement('div');
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', i18n._(READ_IN));
  bar.lang = offered;
  bar.className =
    'fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-ink px-4 py-3 text-sm text-white shadow-2xl';
  const link = Object.assign(document.createElement('a'), {
    href: languageChoiceHref(offered, path),
    textContent: i18n._(READ_IN),
    className: 'flex-1 font-medium underline underline-offset-4',
  });
  link.hreflang = offered;
  const decline = Object.assign(document.createElement('button'), {
    type: 'button',
    textContent: i18n._(NO_THANKS),
    className: 'rounded-full px-3 py-1.5 text-white/80 ring-1 ring-white/30 hover:text-white',
  });
  decline.addEventListener('click', () => {
    document.cookie = localeCookieText(pageLocale);
    bar.remove();
  });
  bar.append(link, decline);
  document.body.append(bar);
}
