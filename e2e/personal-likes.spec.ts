import { expect, hydratedIsland, test } from './fixtures.js';
import { registerTourist, signIn, statistic, toast } from './support/personal.js';
import { tripCard } from './support/trip-cards.js';

// Likes: the heart on cards and detail pages, optimistic with a rollback; the
// Likes tab of the dashboard; visitors are asked to log in.

test('a visitor who presses a heart is asked to log in and taken to the login page', async ({ page }) => {
  await page.goto('/');
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: /^Like / })
    .first();
  await (await hydratedIsland(heart)).click();
  await expect(toast(page, 'Login Required')).toContainText('Please log in to like items');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('a tourist likes a tour from its card and a destination from its page, then finds and unlikes them in the dashboard', async ({
  page,
  request,
  catalogue,
}) => {
  const trip = catalogue.zanzibarTrips[0]!;
  const destination = catalogue.destinations[0]!;
  await signIn(page, await registerTourist(request));

  await page.goto('/tours');
  const heart = await hydratedIsland(tripCard(page, trip.name).getByRole('button', { name: `Like ${trip.name}` }));
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, 'Item liked successfully')).toBeVisible();
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`/destination/${destination.uuid}`);
  const summary = page.getByRole('complementary', { name: `${destination.name} summary` });
  // The button says Liked once pressed; its pressed state tells the same to a screen reader.
  const like = summary.getByRole('button', { name: /^Liked?$/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText('Like');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText('Liked');
  await expect(toast(page, 'Item liked successfully')).toBeVisible();

  await page.goto('/dashboard?tab=likes');
  await expect(statistic(page, 'Likes')).toContainText('2');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: trip.name, exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: destination.name, exact: true })).toBeVisible();

  await panel.getByRole('button', { name: `Unlike ${trip.name}` }).click();
  await expect(toast(page, 'Item unliked successfully')).toBeVisible();
  await expect(panel.getByRole('link', { name: trip.name, exact: true })).toHaveCount(0);
  await expect(statistic(page, 'Likes')).toContainText('1');

  await panel.getByRole('link', { name: destination.name, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/destination/${destination.uuid}`);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText('Liked');
});

test('a like the server refuses is rolled back, with the failure toast', async ({ page, request, catalogue }) => {
  const trip = catalogue.zanzibarTrips[1]!;
  await signIn(page, await registerTourist(request));
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/toggle_like', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      json: { status: false, code: 500, message: 'Something went wrong on our side. Please try again.' },
    });
  });

  await page.goto('/tours');
  const heart = await hydratedIsland(tripCard(page, trip.name).getByRole('button', { name: `Like ${trip.name}` }));
  await heart.click();
  // Optimistic: pressed before the server has answered.
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  answer();
  await expect(toast(page, 'Failed to like item')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
