import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledEntry } from '#domain/api/scheduled.js';
import { envelope, renderAdmin, stubAdminApi, type ApiCall } from '#web/admin-kit/test/render-admin.js';
import { PlannedEmails } from './planned-emails.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const ENTRIES: ScheduledEntry[] = [
  {
    uuid: '0c6c3a4e-1b1d-4d55-9a4c-000000000001',
    kind: 'deposit_reminder',
    run_at: '2026-12-03T06:00:00.000Z',
    status: 'done',
    overdue: false,
  },
  {
    uuid: '0c6c3a4e-1b1d-4d55-9a4c-000000000002',
    kind: 'traveller_details',
    run_at: '2027-06-29T06:00:00.000Z',
    status: 'planned',
    overdue: false,
  },
  {
    uuid: '0c6c3a4e-1b1d-4d55-9a4c-000000000003',
    kind: 'pre_departure',
    run_at: '2027-08-03T06:00:00.000Z',
    status: 'skipped',
    overdue: false,
  },
  {
    uuid: '0c6c3a4e-1b1d-4d55-9a4c-000000000004',
    kind: 'deposit_reminder',
    run_at: '2027-12-07T06:00:00.000Z',
    status: 'planned',
    overdue: true,
  },
];
const skipCalls = (calls: ApiCall[]) => calls.filter((c) => c.url.pathname.endsWith('/skip'));

describe('PlannedEmails', () => {
  it('lists each e-mail in plain words at 09:00 East Africa time with its state; only a planned one has Skip', () => {
    stubAdminApi(() => [200, envelope({})]);
    renderAdmin(<PlannedEmails entries={ENTRIES} />);
    const table = screen.getByRole('table', { name: 'Planned e-mails, 4 in all.' });
    expect(within(table).getByText('Deposit reminder')).toBeVisible();
    expect(within(table).getByText('Deposit reminder, overdue')).toBeVisible();
    expect(within(table).getByText('Ask for the travellers’ details')).toBeVisible();
    expect(within(table).getAllByText(/09:00 EAT/)).toHaveLength(4);
    expect(within(table).getByText('Sent')).toBeVisible();
    expect(within(table).getByText('Skipped')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Skip/ })).toHaveLength(2);
  });

  it('asks before skipping, and skips only once confirmed', async () => {
    const api = stubAdminApi((call) =>
      call.url.pathname.endsWith('/skip')
        ? [200, envelope({ entry: { ...ENTRIES[1], status: 'skipped' } })]
        : [200, envelope({})],
    );
    const { user } = renderAdmin(<PlannedEmails entries={ENTRIES} />);
    await user.click(screen.getByRole('button', { name: 'Skip ask for the travellers’ details' }));
    const dialog = await screen.findByRole('dialog', {
      name: /Skip “Ask for the travellers’ details” planned for 29 Jun 2027, 09:00 EAT\?/,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(skipCalls(api.calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Skip ask for the travellers’ details' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Skip e-mail' }));
    await waitFor(() => expect(skipCalls(api.calls)).toHaveLength(1));
    expect(skipCalls(api.calls)[0]!.url.pathname).toBe(`/api/admin/scheduled/${ENTRIES[1]!.uuid}/skip`);
  });

  it('says when nothing is planned yet', () => {
    stubAdminApi(() => [200, envelope({})]);
    renderAdmin(<PlannedEmails entries={[]} />);
    expect(screen.getByText('Reminders and trip e-mails are planned once the request is confirmed.')).toBeVisible();
  });
});
