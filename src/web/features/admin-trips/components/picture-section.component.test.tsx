import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_FORMAT_MESSAGE, MEDIA_TOO_SMALL_MESSAGE } from '#domain/schemas/messages.js';
import { envelope, renderAdmin, stubAdminApi, type ApiCall } from '#web/admin-kit/test/render-admin.js';
import { adminTrip } from '#web/features/admin-trips/test/trip-fixtures.js';
import { TripEditor } from './trip-editor.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const UUID = '9a8b7c6d-0000-4000-8000-00000000abcd';
const media = (revision: number, focal = { x: 0.5, y: 0.5 }) => ({
  uuid: UUID,
  revision,
  card: { 480: `/media/${UUID}-r${revision}-card-480.webp`, 800: `/media/${UUID}-r${revision}-card-800.webp` },
  banner: { 768: `/media/${UUID}-r${revision}-banner-768.webp`, 1280: `/media/${UUID}-r${revision}-banner-1280.webp` },
  width: 2400,
  height: 1600,
  focal,
});
const options = {
  '/api/splash': { categories: [], serviceClasses: [], countries: [], tripTypes: [{ id: 1, name: 'Safari' }] },
  '/api/admin/destinations': { destinations: [], total: 0 },
  '/api/admin/catalogue-options': { inclusions: [] },
} as Record<string, unknown>;

/** The reference lists, then the picture and trip calls answered by `answer`. */
function stubServer(answer: (call: ApiCall) => [number, unknown]) {
  return stubAdminApi((call) => {
    const list = options[call.url.pathname];
    return list ? [200, envelope(list)] : answer(call);
  });
}
const jpeg = () => new File([new Uint8Array(2048)], 'kilimanjaro.jpg', { type: 'image/jpeg' });
const chooser = () => screen.findByLabelText('Choose a picture');

describe('PictureSection', () => {
  it('uploads the chosen file and the save sends its media_uuid', async () => {
    const api = stubServer((call) => {
      if (call.method === 'POST' && call.url.pathname === '/api/admin/media')
        return [201, envelope({ media: media(1) }, 201)];
      if (call.method === 'PUT') return [200, envelope({ trip: adminTrip({ version: 4, media_uuid: UUID }) })];
      return [404, { status: false, code: 404, message: 'unexpected' }];
    });
    const { user } = renderAdmin(<TripEditor trip={adminTrip()} />);
    expect(await screen.findByRole('img', { name: 'Banner as the storefront shows it' })).toHaveAttribute(
      'src',
      '/img/serengeti-banner.webp',
    );

    await user.upload(await chooser(), jpeg());

    expect(await screen.findByText('The new picture is on the trip once you save.')).toBeInTheDocument();
    const upload = api.calls.find((c) => c.method === 'POST')!;
    expect((upload.body as FormData).get('image')).toHaveProperty('name', 'kilimanjaro.jpg');
    expect(screen.getByRole('img', { name: 'Card as the storefront shows it' })).toHaveAttribute(
      'src',
      media(1).card[800],
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ media_uuid: UUID, version: 3 });
  });

  it('shows the server’s 422 message and keeps the trip’s picture', async () => {
    stubServer(() => [422, { status: false, code: 422, message: MEDIA_TOO_SMALL_MESSAGE, errors: {} }]);
    const { user } = renderAdmin(<TripEditor trip={adminTrip()} />);

    await user.upload(await chooser(), jpeg());

    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_TOO_SMALL_MESSAGE);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('refuses a dropped GIF before sending it', async () => {
    const api = stubServer(() => [500, {}]);
    renderAdmin(<TripEditor trip={adminTrip()} />);
    const zone = (await chooser()).parentElement!;

    const gif = new File(['GIF89a'], 'map.gif', { type: 'image/gif' });
    fireEvent.drop(zone, { dataTransfer: { files: [gif] } });

    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_FORMAT_MESSAGE);
    expect(api.calls.some((c) => c.url.pathname === '/api/admin/media')).toBe(false);
  });

  it('moves the focal point with the arrow keys and shows the new crops', async () => {
    const api = stubServer((call) => {
      if (call.url.pathname.endsWith('/focal-point')) {
        return [200, envelope({ media: media(2, call.body as { x: number; y: number }) })];
      }
      return [201, envelope({ media: media(1) }, 201)];
    });
    const { user } = renderAdmin(<TripEditor trip={adminTrip()} />);
    await user.upload(await chooser(), jpeg());

    const marker = await screen.findByRole('button', { name: /^Focal point, 50% from the left/ });
    marker.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Re-crop around this point' }));

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Banner as the storefront shows it' })).toHaveAttribute(
        'src',
        media(2).banner[1280],
      ),
    );
    const put = api.calls.find((c) => c.url.pathname === `/api/admin/media/${UUID}/focal-point`)!;
    expect(put.body).toEqual({ x: 0.6, y: 0.45 });
    expect(
      screen.getByRole('button', { name: /^Focal point, 60% from the left, 45% from the top/ }),
    ).toBeInTheDocument();
    // The file just chosen is the whole picture: no preview is fetched for it.
    expect(api.calls.some((c) => c.url.pathname.endsWith('/preview'))).toBe(false);
    // Every trip and destination naming the picture has new crops: the catalogue's answers on screen are asked again.
    await waitFor(() => expect(api.calls.filter((c) => c.url.pathname === '/api/admin/destinations')).toHaveLength(2));
  });

  it('moves the focal point of a saved picture on the server’s whole preview of it', async () => {
    const api = stubServer((call) => {
      if (call.url.pathname.endsWith('/focal-point')) {
        return [200, envelope({ media: media(4, call.body as { x: number; y: number }) })];
      }
      return [200, envelope({ media: media(3) })];
    });
    const { user } = renderAdmin(<TripEditor trip={adminTrip({ media_uuid: UUID })} />);

    const whole = await screen.findByRole('img', { name: 'The uploaded picture, whole' });
    expect(whole.getAttribute('src')).toMatch(/^data:/);
    expect(api.calls.filter((c) => c.url.pathname === `/api/admin/media/${UUID}/preview`)).toHaveLength(1);

    screen.getByRole('button', { name: /^Focal point, 50% from the left/ }).focus();
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Re-crop around this point' }));

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Banner as the storefront shows it' })).toHaveAttribute(
        'src',
        media(4).banner[1280],
      ),
    );
    expect(api.calls.find((c) => c.url.pathname.endsWith('/focal-point'))!.body).toEqual({ x: 0.5, y: 0.55 });
    // New crops, the same whole picture: the preview is not fetched again.
    expect(api.calls.filter((c) => c.url.pathname.endsWith('/preview'))).toHaveLength(1);
  });

  it('“Use the generated art” saves media_uuid null', async () => {
    const api = stubServer((call) => {
      if (call.method === 'GET') return [200, envelope({ media: media(3) })];
      return [200, envelope({ trip: adminTrip({ version: 4 }) })];
    });
    const { user } = renderAdmin(<TripEditor trip={adminTrip({ media_uuid: UUID })} />);
    await screen.findByRole('img', { name: 'Card as the storefront shows it' });

    await user.click(screen.getByRole('button', { name: 'Use the generated art' }));
    expect(screen.getByText('The generated art comes back once you save.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ media_uuid: null });
  });
});
