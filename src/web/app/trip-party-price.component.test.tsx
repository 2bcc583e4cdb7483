import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Trip } from '#domain/api/catalogue.js';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { TripBookingForm } from '#web/features/booking/components/trip-booking-form.js';
import { TripDetailTabs } from '#web/features/trips/components/trip-detail/trip-detail-tabs.js';
import { TripHeroPrice } from '#web/features/trips/components/trip-detail/trip-hero.js';
import { I18nContext } from '#web/i18n/i18n.js';
import { english } from '#web/test/english.js';
import { renderWithApp } from '#web/test/render-with-app.js';

const row = (season: 'Low' | 'High', serviceClass: string, quantity: number, price: number) => ({
  season: { name: season },
  service_class: { name: serviceClass },
  quantity,
  price,
});

// What the page reads of a trip: the demo's spreads (low-season, 6-guest Economy is the cheapest).
const trip = {
  uuid: '7d1e4c2a-5b6f-4a3e-9c8d-2e1f0a9b8c7d',
  name: 'Northern Circuit Classic',
  base_price: 1450,
  trip_points: [],
  trip_destinations: [],
  trip_categories: [],
  trip_addons: [],
  trip_not_addons: [],
  budgets: [
    row('Low', 'Economy', 2, 1885),
    row('Low', 'Economy', 4, 1624),
    row('Low', 'Economy', 6, 1450),
    row('High', 'Economy', 2, 2262),
    row('High', 'Economy', 6, 1740),
    row('High', 'Comfort', 2, 3280),
    row('High', 'Comfort', 6, 2523),
  ],
} as unknown as Trip;

const nextYear = Number(todayInDarEsSalaam().slice(0, 4)) + 1;

/** The banner's price and the tabs with the summary and the booking form, as one page shows them. */
function renderPage(route = '/safari/x', bookingOpen = false) {
  const ui: ReactNode = (
    <I18nContext value={english}>
      <p data-testid="hero-price">
        <TripHeroPrice trip={trip} />
      </p>
      <TripDetailTabs
        trip={trip}
        variant="safari"
        requestedTab={bookingOpen ? 'book' : null}
        bookingForm={<TripBookingForm trip={trip} />}
      />
    </I18nContext>
  );
  const app = renderWithApp(ui, { route });
  const summary = () => screen.getByTestId('trip-summary-price');
  const hero = () => screen.getByTestId('hero-price');
  const picker = () => within(screen.getByRole('group', { name: 'Your trip' }));
  return { ...app, summary, hero, picker };
}

describe('a trip page’s price for the tourist’s party', () => {
  it('with nothing chosen, gives the starting price and says which rate it is', () => {
    const { summary, hero } = renderPage();
    expect(hero()).toHaveTextContent('From $1,450per person · 6+ guests · Low season · Economy');
    expect(summary()).toHaveTextContent('from $1,450 per person');
    expect(summary()).toHaveTextContent('6+ guests · Low season · Economy');
  });

  it('with the search’s dates, gives the lowest price of that season', () => {
    const { hero } = renderPage(`/safari/x?checkIn=${nextYear}-08-14&checkOut=${nextYear}-08-20`);
    expect(hero()).toHaveTextContent('From $1,740per person · 6+ guests · High season · Economy');
  });

  it('prices the party picked in the summary, in the banner too, and fills the booking form with it', async () => {
    const { user, summary, hero, picker } = renderPage();
    await user.type(picker().getByLabelText('Start date'), `${nextYear}-08-14`);
    await user.clear(picker().getByLabelText('Guests'));
    await user.type(picker().getByLabelText('Guests'), '2');
    await user.selectOptions(picker().getByLabelText('Class'), 'Comfort');

    expect(summary()).toHaveTextContent('$6,560 in total for 2 guests');
    expect(summary()).toHaveTextContent('$3,280 per person · High season · Comfort');
    expect(hero()).toHaveTextContent('$6,560 for 2 guests$3,280 per person · High season · Comfort');
    // A reload (a currency switch) or a shared link shows the same.
    expect(window.location.search).toBe(`?checkIn=${nextYear}-08-14&guests=2&class=2`);

    // The booking form opens with the same party, and its own preview agrees.
    await user.click(screen.getByRole('tab', { name: 'Book Now' }));
    const field = (id: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`#booking-${id}`);
    await waitFor(() => expect(field('class')).toHaveDisplayValue('Comfort'));
    expect(field('guests')).toHaveValue(2);
    expect(field('start')?.value).toContain(`14 Aug ${nextYear}`);
    const preview = screen.getByRole('region', { name: 'Your price' });
    expect(preview).toHaveTextContent('$6,560');
  });

  it('follows the booking form: a guest more there is a new price in the summary and the banner', async () => {
    const { user, summary, hero } = renderPage(`/safari/x?checkIn=${nextYear}-08-14&guests=2&class=1`, true);
    expect(summary()).toHaveTextContent('$4,524 in total for 2 guests');
    const guests = document.querySelector<HTMLInputElement>('#booking-guests');
    if (!guests) throw new Error('the booking form has no guests field');
    await user.clear(guests);
    await user.type(guests, '6');
    await waitFor(() => expect(summary()).toHaveTextContent('$10,440 in total for 6 guests'));
    expect(hero()).toHaveTextContent('$10,440 for 6 guests$1,740 per person · High season · Economy');
  });
});
