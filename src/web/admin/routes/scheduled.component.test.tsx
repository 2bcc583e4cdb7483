import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledJobListEntry } from '#domain/api/scheduled.js';
import { staffMe } from '#web/admin-kit/test/fixtures.js';
import { envelope, renderAdmin, stubAdminApi, type ApiCall } from '#web/admin-kit/test/render-admin.js';
import AdminScheduledPage from './scheduled.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const FAILED: ScheduledJobListEntry = {
  uuid: '0c6c3a4e-1b1d-4d55-9a4c-0000000000f1',
  kind: 'pre_departure',
  run_at: '2027-08-03T06:08:00.000Z',
  status: 'failed',
  overdue: false,
  request_uuid: '0a8b7c6d-0000-4000-8000-000000000001',
  reference: 'TZ-7K3M9Q',
  attempts: 5,
  last_error: 'template exploded',
};
const retryCalls = (calls: ApiCall[]) => calls.filter((c) => c.url.pathname.endsWith('/retry'));

describe('the failed jobs page', () => {
  it('tells an agent it is for owners, without asking for the jobs', async () => {
    const api = stubAdminApi(() => [200, envelope({ staff: staffMe('agent') })]);
    renderAdmin(<AdminScheduledPage />, { route: '/admin/scheduled' });
    expect(await screen.findByText('Only an owner sees and retries failed jobs.')).toBeVisible();
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/admin/me']);
  });

  it('lists failed jobs with their last error for an owner, who retries one', async () => {
    const api = stubAdminApi((call) => {
      if (call.url.pathname === '/api/admin/me') return [200, envelope({ staff: staffMe('owner') })];
      if (call.url.pathname.endsWith('/retry')) return [200, envelope({ entry: { ...FAILED, status: 'planned' } })];
      return [200, envelope({ jobs: [FAILED], total: 1 })];
    });
    const { user } = renderAdmin(<AdminScheduledPage />, { route: '/admin/scheduled' });
    expect(await screen.findByText('template exploded')).toBeVisible();
    expect(screen.getByText('Pre-departure message with the final itinerary')).toBeVisible();
    expect(screen.getByText('3 Aug 2027, 09:08 EAT')).toBeVisible();
    const list = api.calls.find((c) => c.url.pathname === '/api/admin/scheduled')!;
    expect(list.url.searchParams.get('status')).toBe('failed');
    await user.click(screen.getByRole('button', { name: 'Retry TZ-7K3M9Q' }));
    await waitFor(() => expect(retryCalls(api.calls)).toHaveLength(1));
    expect(retryCalls(api.calls)[0]!.url.pathname).toBe(`/api/admin/scheduled/${FAILED.uuid}/retry`);
  });
});
