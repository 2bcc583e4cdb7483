import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderAdmin, stubAdminApi } from '#web/admin-kit/test/render-admin.js';
import AdminSubscribersPage from './subscribers.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const subscriber = {
  email: 'amina@example.com',
  source_page: '/tours',
  subscribed_at: '2026-11-20T08:00:00Z',
  unsubscribed_at: null,
};

describe('the subscribers page', () => {
  it('lists subscribers, filters them, and exports the same filters as CSV', async () => {
    const api = stubAdminApi(() => [200, envelope({ subscribers: [subscriber], total: 1 })]);
    URL.createObjectURL = vi.fn(() => 'blob:subscribers');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderAdmin(<AdminSubscribersPage />, { route: '/admin/subscribers' });
    expect(await screen.findByText('amina@example.com')).toBeVisible();
    expect(screen.getByText('/tours')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Unsubscribed' }));
    expect(api.calls.at(-1)?.url.searchParams.get('status')).toBe('unsubscribed');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = api.calls.find((c) => c.url.pathname === '/api/admin/subscribers.csv');
    expect(csv?.url.searchParams.get('status')).toBe('unsubscribed');
  });
});
