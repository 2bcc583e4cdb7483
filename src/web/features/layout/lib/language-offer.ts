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
 * it, never a redirect (crawlers read every URL as it is). Following it keeps the choice; declining keeps the
 * page's language, so it is not offered again; letting it be, it is not offered again this visit.
 *
 * The bar lies just under the site's header, over the top of the page (the breadcrumb, the banner), never in the
 * page's flow: put above the header it pushed the whole page down as it came (a layout shift a visitor sees and
 * Lighthouse counts), and fixed to the foot of the screen it covered whatever lay there (a form's field on a
 * desktop, the phone's sticky Book Now bar). It belongs to the document, so once the visitor scrolls on it goes
 * with the page, under the sticky header.
 */
export async function showLanguageOffer(offered: Locale, pageLocale: Locale, path: string): Promise<void> {
  if (sessionStore.get(OFFERED_KEY)) return;
  sessionStore.set(OFFERED_KEY, offered);
  const i18n = createI18n(offered, await loadCatalogue(offered));
  const bar = document.createElement('div');
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', i18n._(READ_IN));
  bar.lang = offered;
  bar.className = 'absolute inset-x-0 z-30 bg-ink text-sm text-white shadow-lg';
  const row = Object.assign(document.createElement('div'), {
    className:
      'mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 sm:px-6 lg:px-8',
  });
  const link = Object.assign(document.createElement('a'), {
    href: languageChoiceHref(offered, path),
    textContent: i18n._(READ_IN),
    className: 'font-medium underline underline-offset-4',
  });
  link.hreflang = offered;
  const decline = Object.assign(document.createElement('button'), {
    type: 'button',
    textContent: i18n._(NO_THANKS),
    className: 'rounded-full px-3 py-1 text-white/80 ring-1 ring-white/30 hover:text-white',
  });
  decline.addEventListener('click', () => {
    document.cookie = localeCookieText(pageLocale);
    bar.remove();
  });
  row.append(link, decline);
  bar.append(row);
  // The first header of the document is the site's (root-layout.tsx): the offer follows it, so the skip link and
  // the header stay the first stops of the keyboard, and lies where the header ends on the document.
  const header = document.querySelector('header');
  bar.style.top = `${header ? header.getBoundingClientRect().bottom + window.scrollY : 0}px`;
  if (header) header.after(bar);
  else document.body.prepend(bar);
}
