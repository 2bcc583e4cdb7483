import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskOverview } from '#domain/api/requests-desk.js';
import { envelope, renderAdmin, stubAdminApi } from '#web/admin-kit/test/render-admin.js';
import { DeskOverviewPanel } from './desk-overview.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const overview: DeskOverview = {
  by_status: { new: 2, in_progress: 1, quoted: 0, confirmed: 3, completed: 0, cancelled: 0 },
  by_type: { trip_booking: 4, destination_booking: 1, inquiry: 1 },
  new_this_week: 2,
  overdue: 0,
  oldest_unanswered: null,
  per_week: [],
  receivables: { overdue: 1200, due_next_30_days: 3450.5 },
  travellers_missing: { count: 2, from: '2026-11-29', to: '2027-01-28' },
};

describe('DeskOverviewPanel', () => {
  it('shows the money to collect, each figure opening the payments page on its filter', async () => {
    stubAdminApi(() => [200, envelope(overview)]);
    renderAdmin(<DeskOverviewPanel />);
    const overdue = await screen.findByRole('link', { name: /^Payments overdue\s*\$1,200\.00$/ });
    expect(overdue).toHaveAttribute('href', '/admin/payments?status=overdue');
    expect(screen.getByRole('link', { name: /^Payments due in 30 days\s*\$3,450\.50$/ })).toHaveAttribute(
      'href',
      '/admin/payments?status=due',
    );
  });
});
