import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Trip } from '#domain/api/catalogue.js';
import type { Currency } from '#domain/api/reference.js';
import { CurrencyContext, currencyValue } from '#web/features/currency/lib/currency-context.js';
import { I18nContext } from '#web/i18n/i18n.js';
import { english } from '#web/test/english.js';
import { TripPricePreview } from './trip-price-preview.js';

const EURO: Currency = {
  id: 2,
  uuid: '5b0c1c52-3f7a-4c1e-9d1a-000000000002',
  name: 'Euro',
  code: 'EUR',
  symbol: '€',
  rate: 0.92,
};
const t = (id: string) => id;

// 3,120.05 USD a person is 2,870.446 € (shown 2,870 €); two of them converted as one total would read 5,741 €.
const trip = {
  uuid: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  base_price: 3120.05,
  budgets: [],
} as unknown as Trip;

describe('TripPricePreview in euros', () => {
  it('shows a total that is the shown price per person times the guests', () => {
    render(
      <I18nContext value={english}>
        <CurrencyContext value={currencyValue([EURO], EURO, EURO.rate, () => {}, 'en', t)}>
          <TripPricePreview trip={trip} startDate="" guests="2" serviceClass="Economy" />
        </CurrencyContext>
      </I18nContext>,
    );
    const preview = screen.getByRole('region', { name: 'Your price' });
    expect(within(preview).getByText('€2,870')).toBeInTheDocument();
    expect(within(preview).getByText('€5,740')).toBeInTheDocument();
  });
});
