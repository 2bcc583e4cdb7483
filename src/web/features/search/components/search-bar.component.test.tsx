import { screen, waitFor } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchAnswer } from '#domain/api/search.js';
import { useAppLocation } from '#web/lib/navigation.js';
import { answerApi, renderWithApp } from '#web/test/render-with-app.js';
import { SearchBar } from './search-bar.js';

// The home search as a visitor uses it: a German tourist types 'Sansibar' and presses Enter, or types a date.

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

/** Where the search went: the page's address after the bar navigated. */
function Address() {
  const { pathname, search } = useAppLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

const renderBar = () =>
  renderWithApp(
    <>
      <SearchBar />
      <Address />
    </>,
  );

const address = () => screen.getByRole('status', { name: 'Address' });
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

const zanzibar: SearchAnswer = {
  list: 'tours',
  href: '/tours?q=Sansibar',
  places: [
    {
      uuid: '6e0b1c3a-0000-4000-8000-000000000001',
      name: 'Nungwi',
      location: { id: 2, name: 'North Coast, Zanzibar', is_zanzibar: true },
    },
  ],
};
const envelope = (data: unknown) => ({ status: true, code: 200, message: 'Places found', data });

describe('the search bar', () => {
  it('searches typed text without a choice from the list: the server finds the place, the bar opens its list', async () => {
    const api = answerApi(200, envelope(zanzibar));
    const { user } = renderBar();
    await user.type(screen.getByRole('combobox', { name: 'Where to' }), 'Sansibar{Enter}');

    await waitFor(() => expect(address()).toHaveTextContent('/tours?q=Sansibar'), { timeout: 2_000 });
    const asked = new URL(String(api.mock.calls[0]?.[0]));
    expect(asked.pathname).toBe('/api/search');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ q: 'Sansibar', locale: 'en' });
  });

  it('keeps typed text in the field when the list closes, and sends it with the Search button', async () => {
    const api = answerApi(200, envelope({ ...zanzibar, href: '/tours?q=Strand' }));
    const { user } = renderBar();
    const where = screen.getByRole('combobox', { name: 'Where to' });
    await user.type(where, 'Strand');
    await user.keyboard('{Escape}');
    expect(where).toHaveValue('Strand');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(address()).toHaveTextContent('/tours?q=Strand'), { timeout: 2_000 });
    expect(new URL(String(api.mock.calls[0]?.[0])).searchParams.get('q')).toBe('Strand');
  });

  it('says so when the server finds no place, and stays', async () => {
    answerApi(200, envelope({ list: 'tours', href: '/tours', places: [] }));
    const { user } = renderBar();
    await user.type(screen.getByRole('combobox', { name: 'Where to' }), 'Atlantis{Enter}');
    expect(await screen.findByText('No places match “Atlantis”', {}, { timeout: 2_000 })).toBeVisible();
    expect(address()).toHaveTextContent(/^\/$/);
  });

  it('refuses a check-in typed in the past, with the message, and asks nothing', async () => {
    const api = answerApi(200, envelope(zanzibar));
    const { user } = renderBar();
    await user.type(screen.getByRole('combobox', { name: 'Where to' }), 'Sansibar');
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Check-in'), day(-1));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Check-in must be today or later')).toBeVisible();
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('aria-invalid', 'true');
    expect(api).not.toHaveBeenCalled();
    expect(address()).toHaveTextContent(/^\/$/);
  });

  it('takes a place without dates, and carries dates that are ahead', async () => {
    answerApi(200, envelope(zanzibar));
    const { user } = renderBar();
    await user.type(screen.getByRole('combobox', { name: 'Where to' }), 'Sansibar');
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Check-in'), day(2));
    await user.keyboard('{Escape}');
    const api = answerApi(
      200,
      envelope({ ...zanzibar, href: `/tours?q=Sansibar&checkIn=${day(2)}&checkOut=${day(5)}` }),
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(address()).toHaveTextContent(`/tours?q=Sansibar&checkIn=${day(2)}`), {
      timeout: 2_000,
    });
    // An empty check-out became 3 days after check-in, as the spec has it.
    expect(new URL(String(api.mock.calls[0]?.[0])).searchParams.get('checkOut')).toBe(day(5));
  });
});
