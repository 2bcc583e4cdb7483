import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useMemo, type ReactNode } from 'react';
import { SiteOriginContext } from '#web/components/page-head.js';
import { CurrencyProvider } from '#web/features/currency/components/currency-provider.js';
import type { I18n } from '@lingui/core';
import type { Locale } from '#domain/i18n/locales.js';
import { I18nContext } from '#web/i18n/i18n.js';
import { LocaleContext } from '#web/lib/locale.js';
import { documentNavigation, NavigationContext, type PageLocation } from '#web/lib/navigation.js';

export interface IslandContext {
  /** one client for every island of the page, so that what one changes the others see */
  queryClient: QueryClient;
  currency: string;
  origin: string;
  /** the page's path and query without its locale's prefix, as the site map has it */
  location: PageLocation;
  locale: Locale;
  /** the page's translator: on the server it notes what the islands show, in the browser it holds that first */
  i18n: I18n;
}

/** A new page in the chosen currency: the prices around the islands are the server's HTML. */
const reloadInCurrency = () => window.location.reload();

/**
 * What every island renders inside, alike on the server and in the browser: the page's query client, its
 * currency, its origin, its locale, and plain-link navigation (there is no router on a server-rendered page).
 */
export function IslandRoot({ context, children }: { context: IslandContext; children: ReactNode }) {
  const navigation = useMemo(
    () => documentNavigation(context.location, context.locale),
    [context.location, context.locale],
  );
  return (
    <StrictMode>
      <QueryClientProvider client={context.queryClient}>
        <SiteOriginContext value={context.origin}>
          <LocaleContext value={context.locale}>
            <I18nContext value={context.i18n}>
              <NavigationContext value={navigation}>
                <CurrencyProvider initialCode={context.currency} afterSelect={reloadInCurrency}>
                  {children}
                </CurrencyProvider>
              </NavigationContext>
            </I18nContext>
          </LocaleContext>
        </SiteOriginContext>
      </QueryClientProvider>
    </StrictMode>
  );
}
