import { Check, Globe } from 'lucide-react';
import { LOCALE_NAMES, OFFERED_LOCALES, type Locale } from '#domain/i18n/locales.js';
import { languageChoiceHref } from '#domain/site-paths.js';
import { useT } from '#web/i18n/i18n.js';
import { cn } from '#web/lib/cn.js';
import { useLocale } from '#web/lib/locale.js';
import { useAppLocation } from '#web/lib/navigation.js';

/** The same page in each offered language: the server keeps the choice (routes/language-choice.ts). */
function useLanguageLinks(): { locale: Locale; name: string; href: string; current: boolean }[] {
  const current = useLocale();
  const { pathname, search } = useAppLocation();
  return OFFERED_LOCALES.map((locale) => ({
    locale,
    name: LOCALE_NAMES[locale],
    href: languageChoiceHref(locale, `${pathname}${search}`),
    current: locale === current,
  }));
}

// Plain links, named in their own language: they work without JavaScript, and a crawler is told not to follow
// them (each page lists its languages as hreflang alternates instead).
function LanguageLink({ link, className }: { link: ReturnType<typeof useLanguageLinks>[number]; className: string }) {
  return (
    <a
      href={link.href}
      hrefLang={link.locale}
      lang={link.locale}
      rel="nofollow"
      aria-current={link.current ? 'true' : undefined}
      className={className}
    >
      {link.name}
      {link.current && <Check aria-hidden="true" className="ml-auto size-4 text-gold-dark" />}
    </a>
  );
}

/**
 * The header's language menu, beside the currency: a disclosure that opens without JavaScript; with it, a press
 * outside or Escape closes it (`data-menu`, lib/dismissable-menus.ts).
 */
export function LanguageMenu() {
  const t = useT();
  const links = useLanguageLinks();
  if (links.length < 2) return null;
  const current = links.find((link) => link.current) ?? links[0]!;
  return (
    <details data-menu className="group relative">
      <summary
        aria-label={t('Language: {language}', { language: current.name })}
        className="flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-md border border-ink/20 px-2 text-sm font-medium text-ink uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold [&::-webkit-details-marker]:hidden"
      >
        <Globe aria-hidden="true" className="size-4" />
        {current.locale}
      </summary>
      <ul className="absolute right-0 z-50 mt-2 w-44 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-ink/10">
        {links.map((link) => (
          <li key={link.locale}>
            <LanguageLink
              link={link}
              className="flex items-center rounded-lg px-3 py-2 text-sm text-ink/80 hover:bg-sand hover:text-ink"
            />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The phone menu's languages: every one in a row, the current one marked. */
export function LanguageList({ className }: { className?: string }) {
  const t = useT();
  const links = useLanguageLinks();
  if (links.length < 2) return null;
  return (
    <nav aria-label={t('Language')} className={className}>
      <ul className="grid grid-cols-2 gap-2">
        {links.map((link) => (
          <li key={link.locale}>
            <LanguageLink
              link={link}
              className={cn(
                'flex h-11 items-center gap-2 rounded-lg border px-3 text-sm font-medium',
                link.current ? 'border-gold bg-white text-ink' : 'border-ink/15 text-ink/75 hover:border-ink/30',
              )}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
