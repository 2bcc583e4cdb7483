import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { QuerySplashBasics } from '#web/features/reference/api/query-splash-basics.js';
import { CurrencyProvider } from './currency-provider.js';

function Price({ usd }: { usd: number }) {
  return <p>{useCurrency().format(usd)}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('CurrencyProvider', () => {
  it('formats a dollar price the same before the currency list has loaded', () => {
    // The list never arrives: the splash request stays pending.
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <QuerySplashBasics>
          <CurrencyProvider>
            <Price usd={4832} />
          </CurrencyProvider>
        </QuerySplashBasics>
      </QueryClientProvider>,
    );
    expect(screen.getByText('$4,832')).toBeDefined();
  });
});
