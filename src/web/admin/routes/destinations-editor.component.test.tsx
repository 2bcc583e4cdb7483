import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderAdmin, stubAdminApi } from '#web/admin-kit/test/render-admin.js';
import { adminDestination, splash } from '#web/features/admin-destinations/test/destination-fixtures.js';
import AdminDestinationEditorPage from './destinations-editor.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const destination = adminDestination();
const LEAVE = 'Leave without saving? Your changes will be lost.';

function openEditor() {
  stubAdminApi((call) => {
    if (call.url.pathname === '/api/splash') return [200, envelope(splash)];
    if (call.url.pathname.endsWith('/preview-link')) {
      return [
        200,
        envelope({ preview: { path: '/preview/destination/x?token=1.s', expires_at: '2030-01-01T00:00:00Z' } }),
      ];
    }
    return [200, envelope({ destination })];
  });
  return renderAdmin(<AdminDestinationEditorPage />, {
    route: `/admin/destinations/${destination.uuid}`,
    path: '/admin/destinations/:uuid',
  });
}

describe("a destination's editor page", () => {
  it('asks before leaving with unsaved edits: Stay keeps them, Leave goes', async () => {
    const { user } = openEditor();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' National Park');

    await user.click(screen.getByRole('link', { name: 'Destinations' }));
    const ask = await screen.findByRole('dialog', { name: LEAVE });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));

    expect(screen.queryByRole('dialog', { name: LEAVE })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Serengeti National Park');
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/destinations/${destination.uuid}`);

    await user.click(screen.getByRole('link', { name: 'Translations' }));
    await user.click(within(await screen.findByRole('dialog', { name: LEAVE })).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/admin/destinations/${destination.uuid}/translations`,
    );
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('leaves without asking when everything is saved', async () => {
    const { user } = openEditor();
    await screen.findByRole('textbox', { name: 'Name' });

    await user.click(screen.getByRole('link', { name: 'Destinations' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin\/destinations$/);
    expect(screen.queryByRole('dialog', { name: LEAVE })).not.toBeInTheDocument();
  });
});
