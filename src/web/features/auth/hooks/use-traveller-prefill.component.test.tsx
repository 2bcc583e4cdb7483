import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { renderWithApp, TEST_SPLASH } from '#web/test/render-with-app.js';
import { useTravellerPrefill } from './use-traveller-prefill.js';

const Schema = z.object({
  first: z.string().min(1),
  last: z.string().min(1),
  email: z.string().min(1),
  country: z.string().min(1),
});

function TinyForm() {
  const form = useZodForm(Schema, { first: '', last: '', email: '', country: '' });
  useTravellerPrefill(form, { firstName: 'first', lastName: 'last', email: 'email', country: 'country' }, TEST_SPLASH);
  return (
    <form>
      <label>
        First <input {...form.register('first')} />
      </label>
      <label>
        Last <input {...form.register('last')} />
      </label>
      <label>
        Email <input {...form.register('email')} />
      </label>
      <label>
        Country <input {...form.register('country')} />
      </label>
    </form>
  );
}

const USER = {
  uuid: 'u-1',
  name: 'Jonas Maria Becker',
  email: 'jonas@example.com',
  phone: '+49 30 1234567',
  gender: 'Male',
  country: 'Germany',
};

/** GET /api/user answers the account once `release` is called. */
function accountArrivesLater() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (!String(input).endsWith('/api/user')) throw new Error(`unexpected call ${String(input)}`);
    await gate;
    return new Response(JSON.stringify({ status: true, code: 200, message: 'ok', data: { user: USER } }));
  });
  return () => release();
}

beforeEach(() => window.localStorage.setItem('authToken', 't'.repeat(43)));
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('useTravellerPrefill', () => {
  it("fills the signed-in tourist's details when the account arrives, but never over what was typed", async () => {
    const release = accountArrivesLater();
    const { user } = renderWithApp(<TinyForm />);
    await user.type(screen.getByLabelText('Email'), 'other@example.com');
    release();

    await waitFor(() => expect(screen.getByLabelText('First')).toHaveValue('Jonas Maria'));
    expect(screen.getByLabelText('Last')).toHaveValue('Becker');
    expect(screen.getByLabelText('Country')).toHaveValue('10');
    expect(screen.getByLabelText('Email')).toHaveValue('other@example.com');
  });

  it('leaves a field alone that the visitor emptied on purpose', async () => {
    const release = accountArrivesLater();
    const { user } = renderWithApp(<TinyForm />);
    await user.click(screen.getByLabelText('Last'));
    await user.tab();
    release();

    await waitFor(() => expect(screen.getByLabelText('First')).toHaveValue('Jonas Maria'));
    expect(screen.getByLabelText('Last')).toHaveValue('');
  });

  it('fills nothing for a visitor', async () => {
    window.localStorage.clear();
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<TinyForm />);
    expect(screen.getByLabelText('First')).toHaveValue('');
    expect(fetch).not.toHaveBeenCalled();
  });
});
