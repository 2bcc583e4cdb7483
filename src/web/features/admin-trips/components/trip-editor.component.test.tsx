import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import { envelope, renderAdmin, stubAdminApi, type ApiCall } from '#web/admin-kit/test/render-admin.js';
import { adminTrip } from '#web/features/admin-trips/test/trip-fixtures.js';
import { TripEditor } from './trip-editor.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const splash = {
  currencies: [],
  locations: [],
  categories: [{ id: 2, name: 'Wildlife' }],
  searviceClasses: [{ id: 1, name: 'Comfort' }],
  countries: [],
  genders: [],
  seasons: [],
  tripTypes: [{ id: 1, name: 'Safari' }],
  regions: [],
};
const destinations = [
  { id: 10, name: 'Arusha', status: 'published' },
  { id: 11, name: 'Serengeti', status: 'published' },
];

/** The server: reference lists, and the answers to the trip's saves in turn. */
function stubServer(saves: ((call: ApiCall) => [number, unknown])[]) {
  return stubAdminApi((call) => {
    if (call.url.pathname === '/api/splash') return [200, envelope(splash)];
    if (call.url.pathname === '/api/admin/destinations') return [200, envelope({ destinations, total: 2 })];
    if (call.url.pathname.endsWith('/preview-link')) {
      const path = `/preview/trip/${adminTrip().uuid}?token=1893456000.signature`;
      return [200, envelope({ preview: { path, expires_at: '2030-01-01T00:00:00.000Z' } })];
    }
    if (call.url.pathname === '/api/admin/catalogue-options') {
      return [200, envelope({ inclusions: [{ id: 15, name: 'Park fees' }] })];
    }
    return saves.shift()!(call);
  });
}
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');

describe('TripEditor', () => {
  it('on a 409 lists what the other person changed, then saves mine with their version when asked', async () => {
    const theirs = adminTrip({
      version: 4,
      base_price: 1950,
      itinerary: [...adminTrip().itinerary, { day: 4, title: 'Ngorongoro', description: '' }],
    });
    const saved: AdminTrip = { ...theirs, version: 5, name: 'Great Migration Safari' };
    const api = stubServer([
      () => [409, { status: false, code: 409, message: 'Someone else saved this trip.', data: { trip: theirs } }],
      () => [200, envelope({ trip: saved })],
    ]);
    const { user } = renderAdmin(<TripEditor trip={adminTrip()} />);

    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Great Migration Safari');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Someone else saved this trip');
    const changed = screen.getByRole('list', { name: 'Changed by someone else' });
    expect(
      within(changed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Itinerary', 'From price']);
    expect(puts(api.calls)).toHaveLength(1);
    expect(puts(api.calls)[0]!.body).toMatchObject({ version: 3, name: 'Great Migration Safari' });

    await user.click(screen.getByRole('button', { name: 'Keep mine and save again' }));

    await waitFor(() => expect(puts(api.calls)).toHaveLength(2));
    expect(puts(api.calls)[1]!.body).toMatchObject({ version: 4, name: 'Great Migration Safari', base_price: 1800 });
    await waitFor(() => expect(screen.queryByText('Someone else saved this trip')).not.toBeInTheDocument());
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('opens the draft on the storefront’s own page with its signed preview link', async () => {
    const api = stubServer([]);
    renderAdmin(<TripEditor trip={adminTrip()} />);
    const preview = await screen.findByRole('link', { name: 'Preview' });
    expect(preview).toHaveAttribute('href', `/preview/trip/${adminTrip().uuid}?token=1893456000.signature`);
    expect(preview).toHaveAttribute('target', '_blank');
    expect(api.calls.some((c) => c.url.pathname === `/api/admin/trips/${adminTrip().uuid}/preview-link`)).toBe(true);
  });

  it('“Take theirs” puts the other person’s trip in the form and sends nothing', async () => {
    const theirs = adminTrip({ version: 4, name: 'Migration Safari (new)' });
    const api = stubServer([
      () => [409, { status: false, code: 409, message: 'Someone else saved this trip.', data: { trip: theirs } }],
    ]);
    const { user } = renderAdmin(<TripEditor trip={adminTrip()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' – mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Someone else saved this trip');
    expect(screen.getByRole('list', { name: 'Changed by someone else' })).toHaveTextContent('Name');

    await user.click(screen.getByRole('button', { name: 'Take theirs' }));

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Migration Safari (new)');
    expect(screen.queryByText('Someone else saved this trip')).not.toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(puts(api.calls)).toHaveLength(1);
  });
});
