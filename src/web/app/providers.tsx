import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '#web/components/ui/deferred-toaster.js';
import { SiteOriginContext } from '#web/components/page-head.js';
import { CurrencyProvider } from '#web/features/currency/components/currency-provider.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { LocaleContext } from '#web/lib/locale.js';

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** the currency the server rendered the page in */
  currency?: string | undefined;
  /** the site's public origin (empty: the page's own) */
  origin?: string | undefined;
  /** the page's language, from its URL */
  locale?: Locale | undefined;
}

export function AppProviders({
  children,
  queryClient,
  currency,
  origin = '',
  locale = DEFAULT_LOCALE,
}: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteOriginContext value={origin}>
        <LocaleContext value={locale}>
          <CurrencyProvider initialCode={currency}>
            {children}
            <DeferredToaster />
          </CurrencyProvider>
        </LocaleContext>
      </SiteOriginContext>
    </QueryClientProvider>
  );
}
