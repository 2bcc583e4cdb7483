import { useT } from '#web/i18n/i18n.js';
import { Fragment } from 'react';
import { localizedHref } from '#domain/site-paths.js';
import { usePageUrl } from '#web/components/use-page-url.js';
import { AppLink } from '#web/lib/navigation.js';
import { useLocale } from '#web/lib/locale.js';
import { paths } from '#web/config/paths.js';

export interface Crumb {
  label: string;
  /** none for the page itself, which is marked as the current page */
  href?: string;
}

/**
 * 'Home / …' over a banner: every crumb links on, except the current page. Search engines read the same
 * crumbs as a schema.org BreadcrumbList, in the page's WebPage (whose language it is).
 */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  const locale = useLocale();
  const { origin, url } = usePageUrl();
  const all: Crumb[] = [{ label: t('Home'), href: paths.home.getHref() }, ...crumbs];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url,
    inLanguage: locale,
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: all.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: crumb.href ? `${origin}${localizedHref(locale, crumb.href)}` : url,
      })),
    },
  };
  return (
    <nav aria-label={t('Breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-x-2 text-sm text-white/80">
        {all.map((crumb, index) => (
          <Fragment key={crumb.label}>
            {index > 0 && <li aria-hidden="true">/</li>}
            {crumb.href ? (
              <li>
                <AppLink to={crumb.href} className="rounded hover:text-white hover:underline">
                  {crumb.label}
                </AppLink>
              </li>
            ) : (
              <li aria-current="page" className="text-white">
                {crumb.label}
              </li>
            )}
          </Fragment>
        ))}
      </ol>
      <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>
    </nav>
  );
}
