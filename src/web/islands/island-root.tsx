import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { createContext, StrictMode, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SplashBasics } from '#web/features/reference/api/splash-basics-context.js';
import { SiteOriginContext } from '#web/components/page-head.js';
import type { I18n } from '@lingui/core';
import type { Locale } from '#domain/i18n/locales.js';
import { freshView, I18nContext } from '#web/i18n/i18n.js';
import { LocaleContext } from '#web/lib/locale.js';
import { StaticCurrencyProvider } from '#web/features/currency/components/static-currency-provider.js';
import { SplashBasicsContext } from '#web/features/reference/api/splash-basics-context.js';
import { documentNavigation, NavigationContext, type PageLocation } from '#web/lib/navigation.js';

export interface IslandContext {
  /**
   * The page's queries: on the server its query client; in the browser the page data's, which become one client
   * for every island of the page (so that what one changes the others see) when the first island that reads
   * queries starts (`withPageQueries`, page-queries.tsx).
   */
  queries: { client: QueryClient } | { dehydrated: DehydratedState };
  /** the reference lists every island may read without the query library (the page data's splash basics) */
  basics: SplashBasics | undefined;
  currency: string;
  origin: string;
  /** the page's path and query without its locale's prefix, as the site map has it */
  location: PageLocation;
  locale: Locale;
  /** the page's translator: on the server it notes what the islands show, in the browser it holds that first */
  i18n: I18n;
}

/** The island's context, for what provides the page's queries to it (page-queries.tsx). */
export const IslandContextContext = createContext<IslandContext | null>(null);

/** A new page in the chosen currency: the prices around the islands are the server's HTML. */
export const reloadInCurrency = () => window.location.reload();

/**
 * What every island renders inside, alike on the server and in the browser: its currency, the page's origin,
 * locale, translator and reference lists, and plain-link navigation (there is no router on a server-rendered
 * page). No query client and no live rate: an island that reads queries or shows prices is `withPageQueries(…)`,
 * which brings them (and the query library) with its own code, so that the islands Home starts with (the menu,
 * the search bar) start without them.
 */
export function IslandRoot({ context, children }: { context: IslandContext; children: ReactNode }) {
  const navigation = useMemo(
    () => documentNavigation(context.location, context.locale),
    [context.location, context.locale],
  );
  const i18n = useCatalogueArrival(context.i18n);
  const basics = useMemo(
    () => ({ data: context.basics, isPending: false, isError: context.basics === undefined }),
    [context.basics],
  );
  return (
    <StrictMode>
      <IslandContextContext value={context}>
        <SiteOriginContext value={context.origin}>
          <LocaleContext value={context.locale}>
            <I18nContext value={i18n}>
              <NavigationContext value={navigation}>
                <SplashBasicsContext value={basics}>
                  <StaticCurrencyProvider
                    currencies={context.basics?.currencies ?? NO_CURRENCIES}
                    initialCode={context.currency}
                    afterSelect={reloadInCurrency}
                  >
                    {children}
                  </StaticCurrencyProvider>
                </SplashBasicsContext>
              </NavigationContext>
            </I18nContext>
          </LocaleContext>
        </SiteOriginContext>
      </IslandContextContext>
    </StrictMode>
  );
}

const NO_CURRENCIES: never[] = [];

/**
 * The page's translator, as a new value each time it is given messages (the whole catalogue once the page is
 * idle): an island that asked for a message the page's data did not carry (one shown only to a signed-in visitor)
 * draws again in the page's language.
 */
function useCatalogueArrival(i18n: I18n): I18n {
  const [arrivals, setArrivals] = useState(0);
  useEffect(() => i18n.on('change', () => setArrivals((count) => count + 1)), [i18n]);
  return useMemo(() => (arrivals === 0 ? i18n : freshView(i18n)), [i18n, arrivals]);
}
