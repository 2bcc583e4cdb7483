import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDestinationRow } from '#domain/api/admin-catalogue.js';
import { envelope, renderAdmin, stubAdminApi } from '#web/admin-kit/test/render-admin.js';
import { adminDestination, splash } from '#web/features/admin-destinations/test/destination-fixtures.js';
import { DestinationsList } from './destinations-list.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const row: AdminDestinationRow = {
  ...adminDestination(),
  location: 'Northern circuit',
  region: 'Mara',
};

describe('DestinationsList', () => {
  it('lists destinations with their state, filters by status in the address bar', async () => {
    const api = stubAdminApi((call) =>
      call.url.pathname === '/api/splash'
        ? [200, envelope(splash)]
        : [200, envelope({ destinations: [row], total: 1 })],
    );
    const { user } = renderAdmin(<DestinationsList />, { route: '/admin/destinations' });

    expect((await screen.findAllByRole('link', { name: 'Serengeti' }))[0]).toHaveAttribute(
      'href',
      `/admin/destinations/${row.uuid}`,
    );
    expect(screen.getAllByText('Draft').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Published' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/admin/destinations?status=published');
    await waitFor(() => expect(api.calls.some((c) => c.url.searchParams.get('status') === 'published')).toBe(true));
  });

  it('“New destination” asks name, location and region, creates a draft and opens its editor', async () => {
    const created = adminDestination({ uuid: '6e2d3c4b-0000-4000-8000-000000000099', name: 'Tarangire' });
    const api = stubAdminApi((call) => {
      if (call.url.pathname === '/api/splash') return [200, envelope(splash)];
      if (call.method === 'POST') return [201, envelope({ destination: created }, 201)];
      return [200, envelope({ destinations: [], total: 0 })];
    });
    const { user } = renderAdmin(<DestinationsList />, { route: '/admin/destinations' });

    await user.click(await screen.findByRole('button', { name: 'New destination' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Tarangire');
    await screen.findByRole('option', { name: 'Mara' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Northern circuit');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Mara');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/admin/destinations/${created.uuid}`),
    );
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Tarangire',
      location_id: 1,
      region_id: 4,
    });
  });
});
