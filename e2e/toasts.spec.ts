import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { registerTourist, signIn, toast } from './support/personal.js';

// Toasts speak in the site's colours and sit at the bottom, where they hide neither the sticky
// header nor the round scroll button, on a desktop and on a phone.

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a toast covers no navigation and uses the site's palette (${width} px wide)`, async ({
    page,
    request,
    catalogue,
  }) => {
    const destination = catalogue.destinations[2]!;
    await page.setViewportSize({ width, height });
    await signIn(page, await registerTourist(request));
    await page.goto(`/destination/${destination.uuid}`);
    await page
      .getByRole('complementary', { name: `${destination.name} summary` })
      .getByRole('button', { name: 'Like', exact: true })
      .click();

    const liked = toast(page, 'Item liked successfully');
    await expect(liked).toBeVisible();
    // The acacia of the site, not the library's own green.
    await expect(liked).toHaveCSS('color', 'rgb(63, 91, 58)');
    const box = await boxOf(liked);
    expect(box.y + box.height, 'within the screen').toBeLessThanOrEqual(height);
    expect(box.y, 'in the lower half').toBeGreaterThan(height / 2);
    expect(overlap(box, await boxOf(page.getByRole('banner'))), 'over the header').toBe(false);
    const scrollButton = page.getByRole('button', { name: /^Scroll to (top|bottom)$/ });
    if (await scrollButton.isVisible()) {
      expect(overlap(box, await boxOf(scrollButton)), 'over the scroll button').toBe(false);
    }
    if (width >= 1024) expect(box.x, 'on the right').toBeGreaterThan(width / 2);
  });
}
