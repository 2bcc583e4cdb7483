import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '#web/components/ui/deferred-toaster.js';
import { SiteOriginContext } from '#web/components/page-head.js';
import { CurrencyProvider } from '#web/features/currency/components/currency-provider.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { LocaleContext } from '#web/lib/locale.js';
import { I18nContext } from '#web/i18n/i18n.js';
import type { I18n } from '@lingui/core';
import { QuerySplashBasics } from '#web/features/reference/api/query-splash-basics.js';

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** the currency the server rendered the page in */
  currency?: string | undefined;
  /** the site's public origin (empty: the page's own) */
  origin?: string | undefined;
  /** the page's language, from its URL */
  locale?: Locale | undefined;
  /** the page's translator, for that locale */
  i18n: I18n;
}

export function AppProviders({
  children,
  queryClient,
  currency,
  origin = '',
  locale = DEFAULT_LOCALE,
  i18n,
}: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteOriginContext value={origin}>
        <LocaleContext value={locale}>
          <I18nContext value={i18n}>
            <QuerySplashBasics>
              <CurrencyProvider initialCode={currency}>
                {children}
                <DeferredToaster />
              </CurrencyProvider>
            </QuerySplashBasics>
          </I18nContext>
        </LocaleContext>
      </SiteOriginContext>
    </QueryClientProvider>
  );
}
