import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Splash } from '#domain/api/reference.js';
import type { Locale } from '#domain/i18n/locales.js';
import { CurrencyProvider } from '#web/features/currency/components/currency-provider.js';
import { getSplashBasicsQueryOptions, splashBasicsOf } from '#web/features/reference/api/get-splash.js';
import { QuerySplashBasics } from '#web/features/reference/api/query-splash-basics.js';
import { splashIn } from '#web/features/reference/lib/country-names.js';
import { RouterNavigation } from '#web/lib/router-navigation.js';
import { createI18n, I18nContext } from '#web/i18n/i18n.js';
import { serverCatalogues } from '#web/i18n/server-catalogues.js';
import { LocaleContext } from '#web/lib/locale.js';
import { english } from './english.js';

/** Reference data small enough to read in a test; prices in US dollars. */
export const TEST_SPLASH: Splash = {
  currencies: [
    { id: 1, uuid: '5b0c1c52-3f7a-4c1e-9d1a-000000000001', name: 'US Dollar', code: 'USD', symbol: '$', rate: 1 },
  ],
  locations: [
    { id: 1, name: 'Stone Town', is_zanzibar: true },
    { id: 2, name: 'Serengeti', is_zanzibar: false },
  ],
  categories: [],
  searviceClasses: [
    { id: 1, name: 'Economy' },
    { id: 2, name: 'Comfort' },
  ],
  countries: [
    { id: 10, name: 'Germany', code: 'DE' },
    { id: 11, name: 'Tanzania', code: 'TZ' },
  ],
  genders: [
    { id: 1, name: 'Female' },
    { id: 2, name: 'Male' },
  ],
  seasons: [],
  tripTypes: [
    { id: 1, name: 'Honeymoon' },
    { id: 2, name: 'Family' },
  ],
  regions: [],
};

/**
 * A form as the app shows it: reference data in the query cache, the page's language (English unless `locale`
 * names another), the currency context and a router (lib/navigation).
 */
export function renderWithApp(
  ui: ReactNode,
  { route = '/', splash = TEST_SPLASH, locale = 'en' }: { route?: string; splash?: Splash; locale?: Locale } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // As the app loads them: the countries named in the page's language.
  client.setQueryData(['splash'], splashIn(locale, splash));
  client.setQueryData(getSplashBasicsQueryOptions().queryKey, splashBasicsOf(splash));
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <I18nContext value={locale === 'en' ? english : createI18n(locale, serverCatalogues[locale])}>
        <QuerySplashBasics>
          <CurrencyProvider>
            <LocaleContext value={locale}>
              <MemoryRouter initialEntries={[route]}>
                <RouterNavigation>{ui}</RouterNavigation>
              </MemoryRouter>
            </LocaleContext>
          </CurrencyProvider>
        </QuerySplashBasics>
      </I18nContext>
    </QueryClientProvider>,
  );
  return { user, client, ...view };
}

/** The API answers every call with `status` and `body` (an envelope). */
export function answerApi(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}
