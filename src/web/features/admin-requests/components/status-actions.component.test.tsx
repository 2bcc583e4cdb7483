import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskRequest } from '#domain/api/requests-desk.js';
import { REQUEST_STALE_MESSAGE } from '#domain/schemas/messages.js';
import { deskRequest } from '#web/admin-kit/test/fixtures.js';
import { envelope, renderAdmin, stubAdminApi, type ApiCall } from '#web/admin-kit/test/render-admin.js';
import { RequestPage } from './request-page.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const UUID = deskRequest().uuid;
const statusCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/status'));

/** The server's side: the request as stored, and what it answers the next status change. */
function stubServer(stored: DeskRequest, answers: ((call: ApiCall) => [number, unknown])[]) {
  let current = stored;
  return stubAdminApi((call) => {
    if (call.method === 'GET') return [200, envelope({ request: current })];
    const [status, body] = answers.shift()!(call);
    const data = (body as { data?: { request?: DeskRequest } }).data;
    if (data?.request) current = data.request;
    return [status, body];
  });
}

describe('StatusActions on the request page', () => {
  it('after a 409 shows the request as it is now and sends the retry with its version', async () => {
    const fresh = deskRequest({
      version: 4,
      timeline: [
        ...deskRequest().timeline,
        {
          at: '2026-11-21T09:00:00Z',
          kind: 'note',
          actor: 'Neema',
          text: 'Called the client',
          visible_to_tourist: false,
        },
      ],
    });
    const quoted = deskRequest({
      version: 5,
      status: 'quoted',
      quoted_price: 3900,
      allowed_moves: ['in_progress', 'confirmed', 'cancelled'],
    });
    const api = stubServer(deskRequest(), [
      () => [409, { status: false, code: 409, message: REQUEST_STALE_MESSAGE, data: { request: fresh } }],
      () => [200, envelope({ request: quoted })],
    ]);
    const { user } = renderAdmin(<RequestPage uuid={UUID} />);

    const moves = await screen.findByRole('group', { name: 'Change status to' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Quoted', 'Confirmed', 'Cancelled']);
    await user.click(within(moves).getByRole('button', { name: 'Quoted' }));
    await user.type(screen.getByLabelText('Quoted price (USD)'), '3900');
    const form = screen.getByRole('form', { name: 'Move TZ-7K3M9Q to Quoted' });
    await user.type(within(form).getByLabelText(/Message to the tourist/), 'Here is your quote.');
    await user.click(screen.getByRole('button', { name: 'Move to Quoted' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(REQUEST_STALE_MESSAGE);
    expect(await screen.findByText('Called the client')).toBeVisible();
    expect(statusCalls(api.calls)[0]!.body).toEqual({
      status: 'quoted',
      version: 3,
      message: 'Here is your quote.',
      quoted_price: 3900,
    });

    // The form kept what was typed: one press tries again, from the version now on screen.
    await user.click(screen.getByRole('button', { name: 'Move to Quoted' }));
    await waitFor(() => expect(statusCalls(api.calls)).toHaveLength(2));
    expect(statusCalls(api.calls)[1]!.body).toMatchObject({ status: 'quoted', version: 4, quoted_price: 3900 });
    expect(await within(screen.getByRole('banner')).findByText('Quoted')).toBeVisible();
    expect(screen.queryByText(REQUEST_STALE_MESSAGE)).toBeNull();
  });

  it('shows a 422’s field error under the quoted price', async () => {
    stubServer(deskRequest(), [
      () => [
        422,
        {
          status: false,
          code: 422,
          message: 'Please enter the quoted price in USD: more than 0, at most 1,000,000, with at most 2 decimals.',
          errors: {
            quoted_price: [
              'Please enter the quoted price in USD: more than 0, at most 1,000,000, with at most 2 decimals.',
            ],
          },
        },
      ],
    ]);
    const { user } = renderAdmin(<RequestPage uuid={UUID} />);
    await user.click(await screen.findByRole('button', { name: 'Quoted' }));
    await user.type(screen.getByLabelText('Quoted price (USD)'), '12');
    await user.click(screen.getByRole('button', { name: 'Move to Quoted' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Quoted price (USD)')).toHaveAccessibleDescription(
        'Please enter the quoted price in USD: more than 0, at most 1,000,000, with at most 2 decimals.',
      ),
    );
  });

  it('asks for the quoted price before sending anything', async () => {
    const api = stubServer(deskRequest(), []);
    const { user } = renderAdmin(<RequestPage uuid={UUID} />);
    await user.click(await screen.findByRole('button', { name: 'Quoted' }));
    await user.click(screen.getByRole('button', { name: 'Move to Quoted' }));
    expect(await screen.findByLabelText('Quoted price (USD)')).toBeInvalid();
    expect(statusCalls(api.calls)).toHaveLength(0);
  });
});
