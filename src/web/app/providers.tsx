import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '#web/components/ui/deferred-toaster.js';
import { SiteOriginContext } from '#web/components/page-head.js';
import { CurrencyProvider } from '#web/features/currency/components/currency-provider.js';
import { QuerySplashBasics } from '#web/features/reference/api/query-splash-basics.js';

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** the currency the server rendered the page in */
  currency?: string | undefined;
  /** the site's public origin (empty: the page's own) */
  origin?: string | undefined;
}

export function AppProviders({ children, queryClient, currency, origin = '' }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteOriginContext value={origin}>
        <QuerySplashBasics>
          <CurrencyProvider initialCode={currency}>
            {children}
            <DeferredToaster />
          </CurrencyProvider>
        </QuerySplashBasics>
      </SiteOriginContext>
    </QueryClientProvider>
  );
}
