import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '#domain/api/admin-audit.js';
import { staffMe } from '#web/admin-kit/test/fixtures.js';
import { envelope, renderAdmin, stubAdminApi } from '#web/admin-kit/test/render-admin.js';
import AdminAuditPage from './audit.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const me = staffMe;
const entry: AuditEntry = {
  at: '2026-11-22T08:00:00Z',
  actor: { uuid: '0a8b7c6d-0000-4000-8000-0000000000aa', name: 'Agent Rehema' },
  action: 'testimonial.approve',
  target: 'testimonial:0a8b7c6d-0000-4000-8000-000000000011',
  before: { status: 'pending', rating: 5 },
  after: { status: 'approved', rating: 5 },
};

describe('the audit page', () => {
  it('tells an agent it is for owners, and asks for no audit trail', async () => {
    const api = stubAdminApi(() => [200, envelope({ staff: me('agent') })]);
    renderAdmin(<AdminAuditPage />, { route: '/admin/audit' });
    expect(await screen.findByText('Only an owner reads the audit trail.')).toBeVisible();
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/admin/me']);
  });

  it('shows an owner each write with the changed keys marked, and filters by kind and by person', async () => {
    const api = stubAdminApi((call) =>
      call.url.pathname === '/api/admin/me'
        ? [200, envelope({ staff: me('owner') })]
        : [200, envelope({ entries: [entry], total: 1 })],
    );
    const { user } = renderAdmin(<AdminAuditPage />, { route: '/admin/audit' });
    const diff = await screen.findByRole('table', { name: 'Before and after' });
    const status = within(diff).getByRole('rowheader', { name: 'status (changed)' }).closest('tr')!;
    expect(within(status).getByText('pending')).toBeVisible();
    expect(within(status).getByText('approved')).toBeVisible();
    expect(within(diff).getByRole('rowheader', { name: 'rating' })).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'testimonial');
    expect(api.calls.at(-1)?.url.searchParams.get('entity')).toBe('testimonial:');
    await user.click(screen.getByRole('button', { name: 'Show only Agent Rehema’s changes' }));
    expect(api.calls.at(-1)?.url.searchParams.get('actor')).toBe(entry.actor!.uuid);
  });
});
