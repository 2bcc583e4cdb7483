import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deskRow } from '#web/admin-kit/test/fixtures.js';
import { envelope, renderAdmin, stubAdminApi } from '#web/admin-kit/test/render-admin.js';
import { RequestsInbox } from './requests-inbox.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const COUNTS = { new: 3, in_progress: 40, quoted: 2, confirmed: 5, completed: 0, cancelled: 1 };
const location = () => screen.getByTestId('location').textContent;

/** The inbox answering 51 requests, 25 a page; records each list call's query. */
function stubList() {
  return stubAdminApi(() => [200, envelope({ requests: [deskRow()], total: 51, counts: COUNTS })]);
}
const lastListQuery = (calls: { url: URL }[]) =>
  calls.filter((c) => c.url.pathname === '/api/admin/requests').at(-1)!.url.searchParams;

describe('RequestsInbox', () => {
  it('asks the API for what the address bar says', async () => {
    const api = stubList();
    renderAdmin(<RequestsInbox />, {
      route: '/admin/requests?status=new&q=Okafor&travel_from=2026-12-01&overdue=1&sort=travel_asc&page=2',
    });
    expect(await screen.findByRole('button', { name: /New\s*3/ })).toHaveAttribute('aria-pressed', 'true');
    const query = lastListQuery(api.calls);
    expect(Object.fromEntries(query)).toEqual({
      status: 'new',
      q: 'Okafor',
      travel_from: '2026-12-01',
      overdue: 'true',
      sort: 'travel_asc',
      limit: '25',
      offset: '25',
    });
    expect(api.calls[0]!.url.pathname).toBe('/api/admin/requests');
    expect(screen.getByText('26–50 of 51')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search requests' })).toHaveValue('Okafor');
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
  });

  it('writes a status tab, a sort and a page turn into the address bar, back at page 1 on a new filter', async () => {
    const api = stubList();
    const { user } = renderAdmin(<RequestsInbox />, { route: '/admin/requests?page=2' });
    const table = await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: /Quoted\s*2/ }));
    expect(location()).toBe('/admin/requests?status=quoted');
    await waitFor(() => expect(lastListQuery(api.calls).get('status')).toBe('quoted'));
    expect(lastListQuery(api.calls).get('offset')).toBe('0');

    await user.click(within(table).getByRole('button', { name: 'Travel date' }));
    expect(location()).toBe('/admin/requests?status=quoted&sort=travel_asc');
    await waitFor(() => expect(lastListQuery(api.calls).get('sort')).toBe('travel_asc'));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/admin/requests?status=quoted&sort=travel_asc&page=2');
    await waitFor(() => expect(lastListQuery(api.calls).get('offset')).toBe('25'));
  });

  it('sends the search on Enter and flags an overdue row', async () => {
    const api = stubList();
    const { user } = renderAdmin(<RequestsInbox />, { route: '/admin/requests' });
    const row = await within(await screen.findByRole('table')).findByRole('row', { name: 'Open TZ-7K3M9Q' });
    expect(within(row).getByText(/Overdue/)).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'amara@example.com{Enter}');
    expect(location()).toBe('/admin/requests?q=amara%40example.com');
    await waitFor(() => expect(lastListQuery(api.calls).get('q')).toBe('amara@example.com'));
  });

  it('opens a request with Enter on its row', async () => {
    stubList();
    const { user } = renderAdmin(<RequestsInbox />, { route: '/admin/requests' });
    const row = await within(await screen.findByRole('table')).findByRole('row', { name: 'Open TZ-7K3M9Q' });
    row.focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe(`/admin/requests/${deskRow().uuid}`);
  });

  it('walks the rows with j and k from anywhere outside a field', async () => {
    const second = deskRow({ uuid: '0a8b7c6d-0000-4000-8000-000000000002', reference: 'TZ-2GKKAF', overdue: false });
    stubAdminApi(() => [200, envelope({ requests: [deskRow(), second], total: 2, counts: COUNTS })]);
    const { user } = renderAdmin(<RequestsInbox />, { route: '/admin/requests' });
    const table = await screen.findByRole('table');
    await within(table).findByRole('row', { name: 'Open TZ-2GKKAF' });

    await user.keyboard('j');
    expect(within(table).getByRole('row', { name: 'Open TZ-7K3M9Q' })).toHaveFocus();
    await user.keyboard('j');
    expect(within(table).getByRole('row', { name: 'Open TZ-2GKKAF' })).toHaveFocus();
    await user.keyboard('k');
    expect(within(table).getByRole('row', { name: 'Open TZ-7K3M9Q' })).toHaveFocus();
  });

  it('says "1,000+" for a search too broad to count, with no number per status, and pages on', async () => {
    const rows = Array.from({ length: 25 }, (_, i) =>
      deskRow({ uuid: `0a8b7c6d-0000-4000-8000-${String(i).padStart(12, '0')}`, reference: `TZ-CAP${i}` }),
    );
    const page = { requests: rows, total: 1000, total_capped: true, counts: {}, counts_capped: true };
    stubAdminApi(() => [200, envelope({ ...page, next_cursor: 'next' })]);
    renderAdmin(<RequestsInbox />, { route: '/admin/requests?q=Okafor' });
    expect(await screen.findByRole('button', { name: /^All\s*1,000\+$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'New' })).toBeVisible();
    expect(screen.getByText('1–25 of 1,000+')).toBeVisible();
    expect(screen.getByRole('table', { name: /Requests, 1,000 or more in all/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
