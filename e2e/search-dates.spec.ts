import type { Page } from '@playwright/test';
import { expect, loadsNextPage, test } from './fixtures.js';
import type { Trip } from '../src/domain/api/catalogue.js';
import { addDays, todayInDarEsSalaam } from '../src/domain/dates/calendar-date.js';
import { displayDate } from '../src/domain/dates/display-date.js';
import { tripHref } from '../src/domain/trips/trip-href.js';
import { tripDurationDays } from '../src/domain/trips/duration.js';
import { tripsVisiting, type Catalogue } from './support/catalogue.js';
import { browserDay, searchBar } from './support/search-bar.js';
import { cardTitles, tripCard } from './support/trip-cards.js';

// The search finds destinations as well as locations, and both dates travel: the list marks and
// orders the trips that fit the stay, and the trip page's booking form starts from the dates.

const STAY_PICKS = [3, 1, 7] as const;

/** Days up to nights + 1: started on check-in, the trip is over by check-out (docs/behaviour/trip-lists.md). */
const fits = (trip: Trip, nights: number) => {
  const days = tripDurationDays(trip);
  return days > 0 && days <= nights + 1;
};

/** A Zanzibar location and a stay pick for which some of its tours fit and some do not. */
function mixedStay(catalogue: Catalogue) {
  for (const nights of STAY_PICKS) {
    for (const location of catalogue.splash.locations.filter((l) => l.is_zanzibar)) {
      const trips = tripsVisiting(catalogue.zanzibarTrips, location.id);
      const fitting = trips.filter((t) => fits(t, nights));
      if (fitting.length > 0 && fitting.length < trips.length) {
        const others = trips.filter((t) => !fits(t, nights));
        // Best fit: the trips that fill the stay best lead, then those that overrun it least.
        const days = (t: Trip) => tripDurationDays(t);
        const order = [
          ...[...fitting].sort((a, b) => days(b) - days(a)),
          ...[...others].sort((a, b) => days(a) - days(b)),
        ];
        return { location, nights, fitting, order: order.map((t) => t.name) };
      }
    }
  }
  throw new Error('no Zanzibar location whose tours only partly fit a stay pick');
}

const bookNow = async (page: Page) => {
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Book Now', exact: true }).click();
  return main.getByRole('tabpanel');
};

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('typing "nungwi" finds Nungwi under North Coast, and the list shows only the trips visiting it', async ({
      page,
      catalogue,
    }) => {
      const nungwi = catalogue.destinations.find((d) => d.name === 'Nungwi')!;
      const expected = catalogue.zanzibarTrips
        .filter((t) => t.trip_destinations.some((d) => d.destination.uuid === nungwi.uuid))
        .map((t) => t.name)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(catalogue.zanzibarTrips.length);

      await page.goto('/');
      const bar = searchBar(page);
      await bar.location.click();
      await bar.location.fill('NUNGWI');
      const options = page.getByRole('listbox', { name: 'Locations' }).getByRole('option');
      // Its location first, then the destination under it.
      await expect(options).toHaveCount(2);
      await expect(options.nth(0)).toHaveAccessibleName(/^North Coast, Zanzibar/);
      await expect(options.nth(1)).toHaveAccessibleName(/^Nungwi\s+in North Coast, Zanzibar/);
      await options.nth(1).click();
      await expect(bar.location).toHaveValue('Nungwi');

      await bar.pickCheckIn('Tomorrow');
      await bar.submit.click();
      await expect(page).toHaveURL((url) => url.pathname === '/tours');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        destination: nungwi.uuid,
        checkIn: await browserDay(page, 1),
        checkOut: await browserDay(page, 4),
      });
      await expect(page.getByRole('region', { name: 'Your search' })).toContainText('Trips visiting Nungwi');
      await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(expected);

      // An accented name finds the mainland's crater too.
      await page.goto('/');
      await bar.location.click();
      await bar.location.fill('Ngorongóro');
      await expect(page.getByRole('option', { name: /^Ngorongoro Crater/ })).toBeVisible();
    });

    test('with check-in and check-out the trips that fit come first with a badge, and the trip page books those dates', async ({
      page,
      catalogue,
    }) => {
      const { location, nights, fitting, order } = mixedStay(catalogue);
      await page.goto('/');
      const bar = searchBar(page);
      await bar.pickLocation(location.name);
      await bar.pickCheckIn('Tomorrow');
      await bar.pickStay(nights === 1 ? '1 day' : `${nights} days`);
      const checkIn = await browserDay(page, 1);
      const checkOut = await browserDay(page, 1 + nights);
      await loadsNextPage(page, () => bar.submit.click());
      await expect(page).toHaveURL((url) => url.pathname === '/tours');

      await expect.poll(() => cardTitles(page)).toEqual(order);
      const badge = `Fits your ${nights === 1 ? '1 night' : `${nights} nights`}`;
      await expect(page.getByRole('main').getByText(badge, { exact: true })).toHaveCount(fitting.length);
      await expect(tripCard(page, fitting[0]!.name)).toContainText(badge);
      const sortBy = page.getByRole('combobox', { name: 'Sort by' });
      await expect(sortBy.locator('option:checked')).toHaveText('Best fit');

      // The visitor's own order wins over the fit.
      await loadsNextPage(page, () => sortBy.selectOption({ label: 'Popular' }));
      await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'popular');
      await expect
        .poll(() => cardTitles(page))
        .toEqual(tripsVisiting(catalogue.zanzibarTrips, location.id).map((t) => t.name));

      const trip = fitting[0]!;
      await tripCard(page, trip.name).getByRole('link', { name: trip.name }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('checkIn') === checkIn);
      expect(new URL(page.url()).searchParams.get('checkOut')).toBe(checkOut);
      const form = await bookNow(page);
      const start = form.getByLabel('Start date');
      await expect(start).toHaveValue(displayDate(checkIn));
      const days = tripDurationDays(trip);
      await expect(start).toHaveAccessibleDescription(
        new RegExp(`Ends ${displayDate(addDays(checkIn, days - 1))} \\(${days} days?\\)`),
      );
    });

    test('Today as check-in: the booking form starts tomorrow and says why', async ({ page, catalogue }) => {
      const { location } = mixedStay(catalogue);
      await page.goto('/');
      const bar = searchBar(page);
      await bar.pickLocation(location.name);
      await bar.pickCheckIn('Today');
      await bar.submit.click();
      await expect(page).toHaveURL((url) => url.pathname === '/tours');
      const trip = tripsVisiting(catalogue.zanzibarTrips, location.id)[0]!;
      await tripCard(page, trip.name).getByRole('link', { name: trip.name }).click();

      const form = await bookNow(page);
      const tomorrow = addDays(todayInDarEsSalaam(), 1);
      const start = form.getByLabel('Start date');
      await expect(start).toHaveValue(displayDate(tomorrow));
      await expect(
        form.getByText(`Bookings start tomorrow at the earliest, so we moved your date to ${displayDate(tomorrow)}.`),
      ).toBeVisible();
    });

    test('a trip link with tab=book opens the form in view with the guests and class it names', async ({
      page,
      catalogue,
    }) => {
      const trip = catalogue.safariTrips[0]!;
      const comfort = catalogue.splash.searviceClasses.find((c) => c.name === 'Comfort')!;
      const checkIn = addDays(todayInDarEsSalaam(), 30);
      const days = tripDurationDays(trip);
      // Two days more than the trip: the trip's own length sets the end.
      const checkOut = addDays(checkIn, days + 1);
      await page.goto(tripHref(trip, { checkIn, checkOut, guests: 4, classId: comfort.id, tab: 'book' }));

      const main = page.getByRole('main');
      await expect(main.getByRole('tab', { name: 'Book Now', exact: true })).toHaveAttribute('aria-selected', 'true');
      const form = main.getByRole('tabpanel');
      await expect(form.getByRole('heading', { name: 'Request your booking' })).toBeInViewport();
      await expect(form.getByLabel('Guests')).toHaveValue('4');
      await expect(form.getByLabel('Class')).toHaveValue(String(comfort.id));
      await expect(form.getByLabel('Start date')).toHaveValue(displayDate(checkIn));
      await expect(form.getByText(`Ends ${displayDate(addDays(checkIn, days - 1))}`)).toBeVisible();
      await expect(
        form.getByText(`Your search ended on ${displayDate(checkOut)}; this trip's own length sets the end date.`),
      ).toBeVisible();
    });
  });
}
