import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderAdmin, stubAdminApi } from '#web/admin-kit/test/render-admin.js';
import { adminTrip } from '#web/features/admin-trips/test/trip-fixtures.js';
import { splash } from '#web/features/admin-destinations/test/destination-fixtures.js';
import AdminTripEditorPage from './trips-editor.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const trip = adminTrip();
const LEAVE = 'Leave without saving? Your changes will be lost.';

function openEditor() {
  const api = stubAdminApi((call) => {
    const path = call.url.pathname;
    if (path === '/api/splash') return [200, envelope({ ...splash, tripTypes: [{ id: 1, name: 'Safari' }] })];
    if (path === '/api/admin/destinations') return [200, envelope({ destinations: [], total: 0 })];
    if (path === '/api/admin/catalogue-options') return [200, envelope({ inclusions: [] })];
    if (path.endsWith('/preview-link')) {
      return [200, envelope({ preview: { path: '/preview/trip/x?token=1.s', expires_at: '2030-01-01T00:00:00Z' } })];
    }
    if (call.method === 'PUT') return [200, envelope({ trip: { ...trip, ...(call.body as object), version: 4 } })];
    return [200, envelope({ trip })];
  });
  const view = renderAdmin(<AdminTripEditorPage />, { route: `/admin/trips/${trip.uuid}`, path: '/admin/trips/:uuid' });
  return { api, ...view };
}

describe("a trip's editor page", () => {
  it('asks before leaving with unsaved edits, and no more once they are saved', async () => {
    const { api, user } = openEditor();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' (private)');

    await user.click(screen.getByRole('link', { name: 'Trips' }));
    await user.click(within(await screen.findByRole('dialog', { name: LEAVE })).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Serengeti Migration Safari (private)');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('All changes saved');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Serengeti Migration Safari (private)',
    });
    await user.click(screen.getByRole('link', { name: 'Trips' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin\/trips$/);
    expect(screen.queryByRole('dialog', { name: LEAVE })).not.toBeInTheDocument();
  });
});
