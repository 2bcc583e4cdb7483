import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { OTHERS, translator } from './support/locales.js';

// The storefront's other languages on a phone (docs/decisions/018-languages.md): German's long words fit at
// 390 px, and each locale's main pages pass axe.

/** Pages a visitor of each language sees most, on a phone. */
const phonePages = (uuid: string, destination: string) => [
  '',
  '/tours',
  '/safaris',
  `/safari/${uuid}`,
  `/safari/${uuid}?tab=book`,
  `/destination/${destination}?tab=inquiry`,
  '/contact',
  '/login?tab=register',
  '/faq',
];

async function overflowsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('German, the longest words, fits every main page and the menu at 390 px', async ({ page, catalogue }) => {
    for (const path of phonePages(catalogue.safariTrips[0]!.uuid, catalogue.destinations[0]!.uuid)) {
      await page.goto(`/de${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await overflowsSideways(page), `/de${path}`).toBe(false);
    }
    await page.goto('/de');
    await page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Deutsch' })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
  });

  test("a trip's tabs in German scroll sideways visibly, and the open one is in view", async ({ page, catalogue }) => {
    const de = await translator('de');
    const uuid = catalogue.safariTrips[0]!.uuid;
    await page.goto(`/de/safari/${uuid}`);
    const row = page.getByRole('main').getByRole('tablist');
    // Wider than the phone: its edge fades while more lies to the right.
    await expect(row).toHaveAttribute('data-more', '');
    await page.goto(`/de/safari/${uuid}?tab=book`);
    const book = row.getByRole('tab', { name: de('Book Now') });
    await expect(book).toHaveAttribute('aria-selected', 'true');
    await expect(row).not.toHaveAttribute('data-more');
    const [rowBox, tabBox] = [(await row.boundingBox())!, (await book.boundingBox())!];
    expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 1);
  });

  for (const locale of OTHERS) {
    test(`in ${locale}, the main pages have no serious accessibility violation`, async ({ page, catalogue }) => {
      // Five pages, each read whole by axe: more than one page's time on a two-core machine.
      test.slow();
      for (const path of phonePages(catalogue.safariTrips[0]!.uuid, catalogue.destinations[0]!.uuid).slice(0, 5)) {
        await page.goto(`/${locale}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.animate-pulse')).toHaveCount(0);
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          `/${locale}${path}`,
        ).toEqual([]);
      }
    });
  }
});
