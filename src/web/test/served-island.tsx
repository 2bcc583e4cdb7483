import type { ReactNode } from 'react';
import type { Locale } from '#domain/i18n/locales.js';
import { createI18n } from '#web/i18n/i18n.js';
import { serverCatalogues } from '#web/i18n/server-catalogues.js';
import { IslandHostContext } from '#web/islands/island.js';
import { createIslandHost, renderIslands } from '#web/islands/render-islands.js';
import { createQueryClient } from '#web/lib/query-client.js';
import { renderToHtml } from '#web/render-to-html.js';

/**
 * Islands rendered as the server renders a page's: the HTML with each island's own put in (its name left out, so a
 * light twin and the browser's island compare equal) and the page data they add. For the tests that prove an
 * island's `served` twin gives the HTML the browser hydrates over.
 */
export async function servedIslands(
  children: ReactNode,
  { locale = 'en', pathname = '/tours' }: { locale?: Locale; pathname?: string } = {},
) {
  const host = createIslandHost();
  const page = await renderToHtml(<IslandHostContext value={host}>{children}</IslandHostContext>);
  const { body, data } = await renderIslands(page, host.islands, {
    queryClient: createQueryClient(),
    currency: 'EUR',
    origin: 'https://example.test',
    location: { pathname, search: '' },
    locale,
    i18n: createI18n(locale, locale === 'en' ? {} : serverCatalogues[locale]),
  });
  return { body: body.replace(/data-island="[\w-]+"/g, ''), data };
}
