import { isZanzibarDestination } from '../src/domain/trips/classification.js';
import { expect, test } from './fixtures.js';
import { addToCartAs, likeAs, rateAs, registerTourist, signIn, statistic } from './support/personal.js';
import { translator } from './support/locales.js';

// The dashboard: the profile, four statistics and the tabs Likes, Ratings, Cart and Bookings,
// the tab kept in ?tab=; on failure 'Dashboard Data Unavailable' with Refresh.

test('the dashboard shows the profile, four statistics and tabs that follow the URL', async ({ page, request }) => {
  const tourist = await registerTourist(request, 'Neema Kibwana');
  await signIn(page, tourist);
  await page.goto('/dashboard');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Neema Kibwana' })).toBeVisible();
  await expect(main).toContainText(tourist.email);
  for (const label of ['Likes', 'Ratings', 'Cart items', 'Bookings']) {
    await expect(statistic(page, label)).toContainText('0');
  }

  const tab = (name: string) => main.getByRole('tab', { name, exact: true });
  await expect(tab('Likes')).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel')).toContainText('You have not liked any trips or destinations yet.');
  await tab('Ratings').click();
  await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'ratings');
  await expect(main.getByRole('tabpanel')).toContainText('You have not rated anything yet.');

  await page.goto('/dashboard?tab=bookings');
  await expect(tab('Bookings')).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel')).toContainText('You have no bookings yet.');
  await page.goBack();
  await expect(tab('Ratings')).toHaveAttribute('aria-selected', 'true');
});

test('a visitor who opens the dashboard is sent to the login page', async ({ page }) => {
  await page.goto('/dashboard?tab=cart');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('when the dashboard cannot load, it says so and offers a refresh', async ({ page, request }) => {
  await signIn(page, await registerTourist(request));
  await page.route('**/api/user/dashboard', (route) =>
    route.fulfill({
      status: 500,
      json: { status: false, code: 500, message: 'Something went wrong on our side. Please try again.' },
    }),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard Data Unavailable' })).toBeVisible();
  await page.unroute('**/api/user/dashboard');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('tab', { name: 'Likes' })).toBeVisible();
});

test.describe('on a phone in German, the longest tab names', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every tab can be reached: the row scrolls sideways visibly, and the open tab is in view', async ({
    page,
    request,
  }) => {
    const de = await translator('de');
    await signIn(page, await registerTourist(request));
    await page.goto('/de/dashboard?tab=bookings');
    const row = page.getByRole('main').getByRole('tablist');
    const inRow = async (name: string) => {
      const [rowBox, tabBox] = [(await row.boundingBox())!, (await row.getByRole('tab', { name }).boundingBox())!];
      return tabBox.x >= rowBox.x - 1 && tabBox.x + tabBox.width <= rowBox.x + rowBox.width + 1;
    };
    // Opened from a link, the last tab is scrolled into the row at once.
    await expect(row.getByRole('tab', { name: de('Bookings') })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => inRow(de('Bookings'))).toBe(true);
    const rowBox = (await row.boundingBox())!;
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(390);

    await page.goto('/de/dashboard?tab=likes');
    // Wider than the phone: its edge fades while more lies to the right.
    await expect(row).toHaveAttribute('data-more', '');
    for (const label of ['Likes', 'Ratings', 'Cart', 'Bookings']) {
      const tab = row.getByRole('tab', { name: de(label) });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => inRow(de(label))).toBe(true);
    }
    await expect(row).not.toHaveAttribute('data-more');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('screenshots: the dashboard and a card with its heart, on a desktop and a phone', async ({
  page,
  request,
  catalogue,
}, testInfo) => {
  // Ten pages at two widths, each photographed: more than one page's time on a two-core machine.
  test.slow();
  const tourist = await registerTourist(request);
  const trip = catalogue.safariTrips[3]!;
  // The first mainland destination: home's Top destinations shows it second, after Zanzibar's first.
  const destination = catalogue.destinations.find((d) => !isZanzibarDestination(d))!;
  await likeAs(request, tourist, 'trip', trip);
  await rateAs(request, tourist, 'trip', trip, 4, 'Big skies, bigger herds.');
  await rateAs(request, tourist, 'destination', destination, 5, 'Turquoise water.');
  await addToCartAs(request, tourist, 'destination', destination, { quantity: 2 });
  await addToCartAs(request, tourist, 'trip', trip, { start_date: '2027-08-01' });
  await signIn(page, tourist);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const tab of ['likes', 'cart'] as const) {
      await page.goto(`/dashboard?tab=${tab}`);
      await expect(page.getByRole('tabpanel').getByRole('link', { name: trip.name, exact: true })).toBeVisible();
      if (tab === 'cart') await expect(page.getByRole('button', { name: 'Update' }).first()).toBeVisible();
      // Nothing wider than the screen: no sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`dashboard-${tab}-${width}.png`), fullPage: true });
    }
    await page.goto('/safaris');
    const heart = page.getByRole('button', { name: `Like ${trip.name}` });
    // A card's heart learns the visitor's likes as it comes into view.
    await heart.scrollIntoViewIfNeeded();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: testInfo.outputPath(`card-${width}.png`) });
    await page.goto(`/safari/${trip.uuid}`);
    const summary = page.getByRole('complementary', { name: 'Trip summary' });
    await expect(summary.getByRole('button', { name: 'Remove from cart' })).toBeVisible();
    await summary.screenshot({ path: testInfo.outputPath(`summary-${width}.png`) });
    await summary.getByRole('button', { name: 'Your rating: 4', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Update your rating' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`rate-dialog-${width}.png`) });
    await page.goto('/');
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: destination.name, exact: true }) });
    await expect(card).toContainText(/Rated 5\.0 out of 5 by \d+ travellers?/);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: testInfo.outputPath(`destination-card-${width}.png`) });
  }
});
