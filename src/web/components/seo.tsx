import { use } from 'react';
import { DEFAULT_LOCALE, isOffered, OFFERED_LOCALES, type Locale } from '#domain/i18n/locales.js';
import { localizedHref } from '#domain/site-paths.js';
import { agency } from '#web/config/agency.js';
import { SITE_SHARE_IMAGE } from '#web/config/share-image.js';
import { useT } from '#web/i18n/i18n.js';
import { useLocale } from '#web/lib/locale.js';
import { HeadCollectorContext, type PageAlternate, type PageHead } from './page-head.js';
import { sizedShareImage } from './share-image.js';
import { usePageUrl } from './use-page-url.js';
import { SeoTags } from './seo-tags.js';

/**
 * Every page's title, description, canonical URL and social card. In the browser React 19 hoists the
 * tags into <head> (adopting the server's identical ones); on the server they are collected and written
 * into <head> by the page renderer. The JSON-LD stays in the page on both sides, in the page's language
 * (`inLanguage`, the locale's BCP 47 code).
 */
export function Seo({ jsonLd, ...page }: PageHead) {
  const collector = use(HeadCollectorContext);
  const { origin, url, path } = usePageUrl();
  const locale = useLocale();
  const t = useT();
  const title = page.title.includes(agency.name) ? page.title : `${page.title} · ${agency.name}`;
  // A language not yet offered answers at its URLs for review, out of search results.
  const noIndex = page.noIndex === true || !isOffered(locale);
  const alternates = noIndex ? undefined : pageAlternates(origin, path, OFFERED_LOCALES);
  // Every page is shared with a picture: its own, or the site's.
  const image =
    (page.image === undefined ? null : sizedShareImage(page.image, page.imageAlt)) ??
    sizedShareImage(SITE_SHARE_IMAGE.src, t(SITE_SHARE_IMAGE.alt))!;
  const { description, type } = page;
  const tags = { title, description, type, image, noIndex, origin, url, alternates, ogLocale: OG_LOCALES[locale] };
  collector?.collect(tags);
  return (
    <>
      {!collector && <SeoTags {...tags} />}
      {jsonLd && <script type="application/ld+json">{JSON.stringify({ ...jsonLd, inLanguage: locale })}</script>}
    </>
  );
}

/** Open Graph names a language with the region its readers are in most. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', it: 'it_IT', de: 'de_DE', fr: 'fr_FR' };

/** The page in each offered locale, and English as the default for every other language; none when English is alone. */
export function pageAlternates(origin: string, path: string, offered: readonly Locale[]): PageAlternate[] | undefined {
  if (offered.length < 2) return undefined;
  return [
    ...offered.map((locale) => ({ hreflang: locale, href: `${origin}${localizedHref(locale, path)}` })),
    { hreflang: 'x-default', href: `${origin}${localizedHref(DEFAULT_LOCALE, path)}` },
  ];
}
