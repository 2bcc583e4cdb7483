import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCurrency } from '#domain/api/admin-currencies.js';
import { staffMe } from '#web/admin-kit/test/fixtures.js';
import { envelope, renderAdmin, stubAdminApi } from '#web/admin-kit/test/render-admin.js';
import AdminCurrenciesPage from './currencies.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const me = staffMe;
const currency = (code: string, overrides: Partial<AdminCurrency> = {}): AdminCurrency => ({
  code,
  name: code === 'USD' ? 'US Dollar' : 'Euro',
  symbol: code === 'USD' ? '$' : '€',
  enabled: true,
  rate: code === 'USD' ? 1 : 0.92,
  rate_source: code === 'USD' ? 'base' : 'provider',
  provider_rate: code === 'USD' ? null : 0.92,
  provider_source: code === 'USD' ? null : 'provider',
  provider_refreshed_at: code === 'USD' ? null : '2026-11-22T08:00:00Z',
  manual_rate: null,
  manual_rate_at: null,
  ...overrides,
});

describe('the currencies page', () => {
  it('tells an agent it is for owners', async () => {
    const api = stubAdminApi(() => [200, envelope({ staff: me('agent') })]);
    renderAdmin(<AdminCurrenciesPage />, { route: '/admin/currencies' });
    expect(await screen.findByText('Only an owner manages the currencies.')).toBeVisible();
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/admin/me']);
  });

  it('lets an owner withdraw a currency and set a manual rate, refusing 0 before sending', async () => {
    const api = stubAdminApi((call) => {
      if (call.url.pathname === '/api/admin/me') return [200, envelope({ staff: me('owner') })];
      if (call.method === 'PUT') return [200, envelope({ currency: currency('EUR', call.body as object) })];
      return [200, envelope({ currencies: [currency('USD'), currency('EUR')] })];
    });
    const { user } = renderAdmin(<AdminCurrenciesPage />, { route: '/admin/currencies' });
    expect(await screen.findByRole('checkbox', { name: 'Offer USD on the storefront' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Offer EUR on the storefront' }));
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { enabled: false } });

    const form = screen.getByRole('form', { name: 'Manual rate of EUR' });
    const input = within(form).getByRole('textbox', { name: 'Manual rate, EUR per 1 USD' });
    await user.type(input, '0');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/above 0/)).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    await user.clear(input);
    await user.type(input, '0.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/admin/currencies/EUR' }),
      body: { manual_rate: 0.5 },
    });
  });
});
