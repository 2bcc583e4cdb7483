import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InstalmentRow } from '#domain/api/quotes.js';
import { envelope, renderAdmin, stubAdminApi, type ApiCall } from '#web/admin-kit/test/render-admin.js';
import AdminPaymentsPage from './payments.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const row = (overrides: Partial<InstalmentRow> = {}): InstalmentRow => ({
  request_uuid: '0a8b7c6d-0000-4000-8000-000000000001',
  reference: 'TZ-7K3M9Q',
  customer_name: 'Amara Okafor',
  kind: 'deposit',
  amount: 1200,
  outstanding: 1200,
  due_date: '2026-11-27',
  status: 'overdue',
  ...overrides,
});
const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.url.pathname === '/api/admin/payments');
const location = () => screen.getByTestId('location').textContent;

describe('the payments page', () => {
  it('lists instalments across requests in USD, filtered by state from the address bar and the chips', async () => {
    const api = stubAdminApi(() => [
      200,
      envelope({ instalments: [row(), row({ reference: 'TZ-A1B2C3', kind: 'balance', amount: 2800 })], total: 2 }),
    ]);
    const { user } = renderAdmin(<AdminPaymentsPage />, { route: '/admin/payments?status=overdue' });
    expect(await screen.findByText('TZ-A1B2C3')).toBeVisible();
    expect(screen.getAllByText('$1,200.00').length).toBeGreaterThan(0);
    expect(screen.getByText('$2,800.00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true');
    expect(Object.fromEntries(listCalls(api.calls).at(-1)!.url.searchParams)).toEqual({
      status: 'overdue',
      limit: '25',
      offset: '0',
    });

    await user.click(screen.getByRole('button', { name: 'Paid' }));
    expect(location()).toBe('/admin/payments?status=paid');
    await waitFor(() => expect(listCalls(api.calls).at(-1)!.url.searchParams.get('status')).toBe('paid'));

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(location()).toBe('/admin/payments');
    await waitFor(() => expect(listCalls(api.calls).at(-1)!.url.searchParams.has('status')).toBe(false));
  });

  it('exports the current filter as CSV', async () => {
    const api = stubAdminApi(() => [200, envelope({ instalments: [row()], total: 1 })]);
    URL.createObjectURL = vi.fn(() => 'blob:instalments');
    URL.revokeObjectURL = vi.fn();
    // The browser saves the file; the page stays where it is.
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderAdmin(<AdminPaymentsPage />, { route: '/admin/payments?status=due' });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const csv = api.calls.find((c) => c.url.pathname === '/api/admin/payments.csv')!;
    expect(Object.fromEntries(csv.url.searchParams)).toEqual({ status: 'due' });
    expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^instalments-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('opens a row’s request', async () => {
    stubAdminApi(() => [200, envelope({ instalments: [row()], total: 1 })]);
    const { user } = renderAdmin(<AdminPaymentsPage />, { route: '/admin/payments', path: '/admin/payments' });
    await user.click(await screen.findByText('Amara Okafor'));
    expect(location()).toBe('/admin/requests/0a8b7c6d-0000-4000-8000-000000000001');
  });
});
