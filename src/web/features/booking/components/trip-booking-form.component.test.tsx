import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trip } from '#domain/api/catalogue.js';
import { addDays, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { answerApi, renderWithApp } from '#web/test/render-with-app.js';
import { TripBookingForm } from './trip-booking-form.js';
import type { ReactNode } from 'react';
import { I18nContext } from '#web/i18n/i18n.js';
import { english } from '#web/test/english.js';

// The form in English, its messages compiled from the catalogue as a page gets them.
const ENGLISH = english;
const renderInEnglish = (ui: ReactNode, options?: Parameters<typeof renderWithApp>[1]) =>
  renderWithApp(<I18nContext value={ENGLISH}>{ui}</I18nContext>, options);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const row = (season: 'Low' | 'High', serviceClass: string, quantity: number, price: number) => ({
  season: { name: season },
  service_class: { name: serviceClass },
  quantity,
  price,
});

// Only what the form reads: its uuid, the base price and a small budget table.
const trip = {
  uuid: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  name: 'Serengeti Migration',
  base_price: 900,
  budgets: [
    row('Low', 'Economy', 2, 1000),
    row('High', 'Economy', 2, 1200),
    row('High', 'Economy', 4, 1100),
    row('High', 'Comfort', 4, 1500),
  ],
} as unknown as Trip;

const nextYear = Number(todayInDarEsSalaam().slice(0, 4)) + 1;

function renderForm(route = '/') {
  const app = renderInEnglish(<TripBookingForm trip={trip} />, { route });
  const preview = screen.getByRole('region', { name: 'Your price' });
  return { ...app, preview, total: () => within(preview).getByText(/^\$/, { selector: '[aria-live]' }) };
}

describe('TripBookingForm price preview', () => {
  it('starts in Economy for 2 guests at the low-season rate until a date is picked', () => {
    const { preview, total } = renderForm();
    expect(screen.getByLabelText('Class')).toHaveDisplayValue('Economy');
    expect(preview).toHaveTextContent('Low season (January–June)');
    expect(preview).toHaveTextContent('until you pick a start date');
    expect(total()).toHaveTextContent('$2,000');
  });

  it('totals the rate of the season, class and group size for every guest', async () => {
    const { user, preview, total } = renderForm();
    await user.type(screen.getByLabelText('Start date'), `14 Aug ${nextYear}`);
    const guests = screen.getByLabelText('Guests');
    await user.clear(guests);
    await user.type(guests, '5');
    await user.selectOptions(screen.getByLabelText('Class'), 'Comfort');

    expect(preview).toHaveTextContent('High season (July–December)');
    expect(preview).toHaveTextContent('4-guest rate');
    expect(preview).toHaveTextContent('Comfort');
    expect(preview).toHaveTextContent('Total for 5 guests');
    expect(total()).toHaveTextContent('$7,500');
  });

  it('takes the start date from a search and shows it in words', () => {
    renderForm(`/?checkIn=${nextYear}-08-14`);
    expect(screen.getByLabelText('Start date')).toHaveValue(
      `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(Date.UTC(nextYear, 7, 14)).getUTCDay()]}, 14 Aug ${nextYear}`,
    );
  });
});

describe('TripBookingForm rules', () => {
  it('refuses a start date before tomorrow, under the field and in the alert', async () => {
    const { user } = renderForm();
    const start = screen.getByLabelText('Start date');
    await user.type(start, todayInDarEsSalaam());
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(start).toHaveAccessibleDescription(/Start date must be from tomorrow onwards\./);
    expect(screen.getByRole('alert')).toHaveTextContent('Start date must be from tomorrow onwards.');

    await user.clear(start);
    await user.type(start, addDays(todayInDarEsSalaam(), 1));
    expect(start).toHaveAccessibleDescription('From tomorrow onwards');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Start date must be from tomorrow onwards.');
  });

  it('asks for every required field in one sentence, and each field in plain words', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill all required fields and ensure at least 2 guests, class, gender, and country are selected.',
    );
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Please enter your first name.');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Please choose your country.');
  });

  it('puts the focus on the first wrong field at every refused send, the alert announcing the list', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    // The summary is a live region (role=alert): read out as it appears, while the focus goes to the field.
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields');
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());

    await user.type(screen.getByLabelText('First name'), 'Lena');
    await user.type(screen.getByLabelText('Last name'), 'Schmidt');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields');
  });

  it('says so in a dialog and puts the guests back to 2 when fewer are left in the field', async () => {
    const { user, total } = renderForm();
    const guests = screen.getByLabelText('Guests');
    await user.clear(guests);
    await user.type(guests, '1');
    await user.tab();

    const dialog = await screen.findByRole('alertdialog', { name: 'Guest count must be 2 or more.' });
    expect(guests).toHaveValue(2);
    expect(total()).toHaveTextContent('$2,000');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(guests).toHaveFocus();
  });
});

describe('TripBookingForm from the trip page URL', () => {
  const tomorrow = addDays(todayInDarEsSalaam(), 1);
  const sevenDays = { ...trip, trip_points: [{ order: 1, day_number: 7, title: 'Home', description: '' }] } as Trip;
  const inWords = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
    const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1];
    return `${weekday}, ${d} ${month} ${y}`;
  };

  it('pre-fills start date, guests and class, and shows where the trip ends', () => {
    renderInEnglish(<TripBookingForm trip={sevenDays} />, {
      route: `/?checkIn=${nextYear}-08-14&checkOut=${nextYear}-08-20&guests=5&class=2&tab=book`,
    });
    const start = screen.getByLabelText('Start date');
    expect(start).toHaveValue(inWords(`${nextYear}-08-14`));
    expect(screen.getByLabelText('Guests')).toHaveValue(5);
    expect(screen.getByLabelText('Class')).toHaveDisplayValue('Comfort');
    // 14 to 20 August is the trip's own 7 days: nothing more to say.
    expect(start).toHaveAccessibleDescription(`From tomorrow onwards Ends ${inWords(`${nextYear}-08-20`)} (7 days)`);
  });

  it("says gently that the trip's length sets the end when the check-out differs", () => {
    renderInEnglish(<TripBookingForm trip={sevenDays} />, {
      route: `/?checkIn=${nextYear}-08-14&checkOut=${nextYear}-08-24`,
    });
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(
      `From tomorrow onwards Ends ${inWords(`${nextYear}-08-20`)} (7 days) Your search ended on ${inWords(`${nextYear}-08-24`)}; this trip's own length sets the end date.`,
    );
  });

  it('moves a check-in of today to tomorrow and says why, until another date is chosen', async () => {
    const { user } = renderInEnglish(<TripBookingForm trip={trip} />, {
      route: `/?checkIn=${todayInDarEsSalaam()}&guests=1&class=99`,
    });
    const start = screen.getByLabelText('Start date');
    expect(start).toHaveValue(inWords(tomorrow));
    expect(start).toHaveAccessibleDescription(
      `From tomorrow onwards Bookings start tomorrow at the earliest, so we moved your date to ${inWords(tomorrow)}.`,
    );
    // Fewer than 2 guests become 2; an unknown class becomes Economy.
    expect(screen.getByLabelText('Guests')).toHaveValue(2);
    expect(screen.getByLabelText('Class')).toHaveDisplayValue('Economy');

    await user.clear(start);
    await user.type(start, `14 Aug ${nextYear}`);
    expect(start).toHaveAccessibleDescription('From tomorrow onwards');
  });
});

describe('TripBookingForm draft', () => {
  async function fillIn() {
    const app = renderForm();
    const { user } = app;
    await user.type(screen.getByLabelText('First name'), 'Lena');
    await user.type(screen.getByLabelText('Last name'), 'Vogel');
    await user.type(screen.getByLabelText('E-mail'), 'lena.vogel@example.de');
    await user.type(screen.getByLabelText('Phone'), '+49 170 1234567');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.selectOptions(screen.getByLabelText('Country'), 'Germany');
    await user.type(screen.getByLabelText('Start date'), `14 Aug ${nextYear}`);
    await user.selectOptions(screen.getByLabelText('Class'), 'Comfort');
    return app;
  }

  it('comes back with every field and the class chosen when the form is shown again (a currency switch reloads the page)', async () => {
    const { unmount } = await fillIn();
    unmount();

    renderForm();
    expect(screen.getByLabelText('First name')).toHaveValue('Lena');
    expect(screen.getByLabelText('E-mail')).toHaveValue('lena.vogel@example.de');
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('Germany');
    expect(screen.getByLabelText('Start date')).toHaveValue(
      `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(Date.UTC(nextYear, 7, 14)).getUTCDay()]}, 14 Aug ${nextYear}`,
    );
    expect(screen.getByLabelText('Class')).toHaveDisplayValue('Comfort');
  });

  it('starts empty again once the booking is sent', async () => {
    const { user, unmount } = await fillIn();
    answerApi(201, {
      status: true,
      code: 201,
      message: 'Booking saved',
      data: {
        uuid: 'b-1',
        reference: 'KS-2026-0001',
        customer_name: 'Lena Vogel',
        trip_name: trip.name,
        total_price: 3000,
        currency: 'USD',
        season: 'High',
        tier: 2,
        service_class: 'Comfort',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('dialog', { name: 'Booking Successful' });
    unmount();

    renderForm();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Class')).toHaveDisplayValue('Economy');
  });
});
