import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDestination } from '#domain/api/admin-catalogue.js';
import { envelope, renderAdmin, stubAdminApi, type ApiCall } from '#web/admin-kit/test/render-admin.js';
import { adminDestination, splash } from '#web/features/admin-destinations/test/destination-fixtures.js';
import { DestinationEditor } from './destination-editor.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** The server: the splash, and the answers to the destination's saves in turn. */
function stubServer(saves: ((call: ApiCall) => [number, unknown])[]) {
  return stubAdminApi((call) => {
    if (call.url.pathname === '/api/splash') return [200, envelope(splash)];
    if (call.url.pathname.endsWith('/preview-link')) {
      return [
        200,
        envelope({ preview: { path: '/preview/destination/x?token=1.s', expires_at: '2030-01-01T00:00:00Z' } }),
      ];
    }
    return saves.shift()!(call);
  });
}
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');
const stale = (destination: AdminDestination): [number, unknown] => [
  409,
  { status: false, code: 409, message: 'Someone else saved this destination.', data: { destination } },
];
const values = (list: HTMLElement) =>
  within(list)
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

describe('DestinationEditor', () => {
  it('adds, edits, reorders and removes facts with buttons and saves them in that order', async () => {
    const api = stubServer([
      (call) => [200, envelope({ destination: { ...adminDestination(), ...(call.body as object), version: 4 } })],
    ]);
    const { user } = renderAdmin(<DestinationEditor destination={adminDestination()} />);
    const facts = await screen.findByRole('list', { name: 'Facts' });

    await user.click(screen.getByRole('button', { name: 'Move fact 3 up' }));
    expect(values(facts)).toEqual(['14,750 km²', 'Home of the migration', 'UNESCO site']);
    await user.click(screen.getByRole('button', { name: 'Remove fact 1' }));
    await user.click(screen.getByRole('button', { name: 'Add fact' }));
    await user.type(screen.getByRole('textbox', { name: 'Fact 3' }), 'Big cats all year');
    await user.click(screen.getByRole('button', { name: 'Move fact 1 down' }));
    expect(values(facts)).toEqual(['UNESCO site', 'Home of the migration', 'Big cats all year']);
    expect(screen.getByRole('button', { name: 'Move fact 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move fact 3 down' })).toBeDisabled();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(api.calls)).toHaveLength(1));
    expect(puts(api.calls)[0]!.body).toMatchObject({
      version: 3,
      facts: ['UNESCO site', 'Home of the migration', 'Big cats all year'],
      activities: ['Game drives'],
      location_id: 1,
      region_id: 4,
      category_ids: [2],
    });
    await screen.findByText('All changes saved');
  });

  it('does not send an empty fact: it says what is wrong on the field', async () => {
    const api = stubServer([]);
    const { user } = renderAdmin(<DestinationEditor destination={adminDestination({ facts: [] })} />);
    await user.click(await screen.findByRole('button', { name: 'Add fact' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Fact 1' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(puts(api.calls)).toHaveLength(0);
  });

  it('on a 409 lists what the other person changed, then saves mine with their version when asked', async () => {
    const theirs = adminDestination({ version: 4, facts: ['Changed by Amina'], region_id: 5 });
    const api = stubServer([
      () => stale(theirs),
      (call) => [200, envelope({ destination: { ...theirs, ...(call.body as object), version: 5 } })],
    ]);
    const { user } = renderAdmin(<DestinationEditor destination={adminDestination()} />);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Serengeti National Park');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Someone else saved this destination');
    const changed = screen.getByRole('list', { name: 'Changed by someone else' });
    expect(
      within(changed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Region', 'Facts']);

    await user.click(screen.getByRole('button', { name: 'Keep mine and save again' }));

    await waitFor(() => expect(puts(api.calls)).toHaveLength(2));
    expect(puts(api.calls)[1]!.body).toMatchObject({ version: 4, name: 'Serengeti National Park' });
    await waitFor(() => expect(screen.queryByText('Someone else saved this destination')).not.toBeInTheDocument());
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('“Take theirs” puts the other person’s facts in the form and sends nothing more', async () => {
    const theirs = adminDestination({ version: 4, facts: ['Changed by Amina'] });
    const api = stubServer([() => stale(theirs)]);
    const { user } = renderAdmin(<DestinationEditor destination={adminDestination()} />);
    await user.click(await screen.findByRole('button', { name: 'Remove fact 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Someone else saved this destination');

    await user.click(screen.getByRole('button', { name: 'Take theirs' }));

    expect(values(screen.getByRole('list', { name: 'Facts' }))).toEqual(['Changed by Amina']);
    expect(screen.queryByText('Someone else saved this destination')).not.toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(puts(api.calls)).toHaveLength(1);
  });

  it('takes an uploaded picture, shows its crops and saves it with the destination', async () => {
    const uuid = '9a8b7c6d-0000-4000-8000-00000000abcd';
    const media = {
      uuid,
      revision: 1,
      card: { 800: `/media/${uuid}-r1-card-800.webp` },
      banner: { 1280: `/media/${uuid}-r1-banner-1280.webp` },
      width: 2400,
      height: 1600,
      focal: { x: 0.5, y: 0.5 },
    };
    const api = stubServer([
      () => [201, envelope({ media }, 201)],
      (call) => [200, envelope({ destination: { ...adminDestination(), ...(call.body as object), version: 4 } })],
    ]);
    const { user } = renderAdmin(<DestinationEditor destination={adminDestination()} />);

    const picture = await screen.findByRole('region', { name: 'Picture' });
    await user.upload(
      within(picture).getByLabelText('Choose a picture'),
      new File([new Uint8Array(2048)], 'crater.jpg', { type: 'image/jpeg' }),
    );

    expect(await within(picture).findByText('The new picture is on the destination once you save.')).toBeVisible();
    expect(within(picture).getByRole('img', { name: 'Card as the storefront shows it' })).toHaveAttribute(
      'src',
      media.card[800],
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(api.calls)).toHaveLength(1));
    expect(puts(api.calls)[0]!.body).toMatchObject({ media_uuid: uuid });
  });
});
