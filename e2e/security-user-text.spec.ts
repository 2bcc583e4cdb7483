import { expect, test } from './fixtures.js';
import { rateAs, registerTourist, signIn } from './support/personal.js';

// Text a tourist types is shown as text: markup in it never becomes part of a page.

const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> Great dhow trip!';

test('a rating comment with markup shows as plain text in the dashboard', async ({ page, request, catalogue }) => {
  const tourist = await registerTourist(request, 'Mallory Tester');
  const trip = catalogue.zanzibarTrips[0]!;
  await rateAs(request, tourist, 'trip', trip, 4, HOSTILE);

  await signIn(page, tourist);
  await page.goto('/dashboard?tab=ratings');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(HOSTILE, { exact: false })).toBeVisible();
  await expect(panel.locator('img[src="x"], script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});
