import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { addToCartAs, likeAs, rateAs, registerTourist, signIn } from './support/personal.js';

// WCAG 2.1 A and AA as axe-core checks it (the pattern of accessibility.spec.ts): the dashboard's
// four tabs with content, and the rating dialog.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function blockingViolations(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const report = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  if (report.length) console.log(`axe on ${name}:\n${JSON.stringify(report, null, 2)}`);
  return report;
}

test('the dashboard and the rating dialog have no serious or critical axe violation', async ({
  page,
  request,
  catalogue,
}) => {
  // Five axe runs over a signed-in dashboard: each takes seconds on a busy two-core machine.
  test.slow();
  const tourist = await registerTourist(request);
  const trip = catalogue.zanzibarTrips[3]!;
  await likeAs(request, tourist, 'trip', trip);
  await rateAs(request, tourist, 'trip', trip, 5, 'Spice farm heaven.');
  await addToCartAs(request, tourist, 'trip', trip, { quantity: 2 });
  await signIn(page, tourist);

  for (const tab of ['likes', 'ratings', 'cart', 'bookings']) {
    await page.goto(`/dashboard?tab=${tab}`);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await blockingViolations(page, `dashboard ${tab}`), `dashboard ${tab}`).toEqual([]);
  }

  await page.goto('/dashboard?tab=ratings');
  await page.getByRole('button', { name: `Edit your rating of ${trip.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update your rating' });
  await dialog.getByRole('button', { name: 'Update rating' }).focus();
  await dialog.getByLabel('Your comment').fill('');
  await dialog.getByRole('button', { name: 'Update rating' }).click();
  await expect(dialog).toContainText('Please write a comment');
  expect(await blockingViolations(page, 'rating dialog'), 'rating dialog').toEqual([]);
});

test('the cart’s lines and its Request all form have no serious or critical axe violation, at 390 and 1440 px', async ({
  page,
  request,
  catalogue,
}) => {
  const tourist = await registerTourist(request);
  const nextYear = new Date().getFullYear() + 1;
  await addToCartAs(request, tourist, 'trip', catalogue.safariTrips[0]!, {
    quantity: 4,
    start_date: `${nextYear}-08-12`,
  });
  await addToCartAs(request, tourist, 'destination', catalogue.destinations[1]!, { quantity: 2 });
  await signIn(page, tourist);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/dashboard?tab=cart');
    await page.getByRole('button', { name: 'Request all' }).click();
    await expect(page.getByRole('heading', { name: 'Request everything at once' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Book / }).first()).toBeVisible();
    expect(await blockingViolations(page, `cart ${width}`), `cart ${width}`).toEqual([]);
  }
});
