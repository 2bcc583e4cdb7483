import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import type { Catalogue } from './support/catalogue.js';
import { addDays, todayInDarEsSalaam } from '../src/domain/dates/calendar-date.js';

const inDays = (days: number) => addDays(todayInDarEsSalaam(), days);

// WCAG 2.1 A and AA as axe-core checks it: no serious or critical violation on the main pages.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const PAGES: { name: string; path: (c: Catalogue) => string }[] = [
  { name: 'Home', path: () => '/' },
  { name: 'Zanzibar tours', path: () => '/tours' },
  { name: 'Safaris', path: () => '/safaris' },
  { name: 'Safari detail', path: (c) => `/safari/${c.safariTrips[0]!.uuid}` },
  { name: 'Zanzibar tour detail', path: (c) => `/zanzibar-tour/${c.zanzibarTrips[0]!.uuid}` },
  {
    name: 'Zanzibar tours searched by destination and dates',
    path: (c) => `/tours?destination=${c.destinations[0]!.uuid}&checkIn=${inDays(10)}&checkOut=${inDays(13)}`,
  },
  {
    name: 'Safari detail opened on Book Now from a search',
    path: (c) => `/safari/${c.safariTrips[0]!.uuid}?checkIn=${inDays(0)}&checkOut=${inDays(20)}&guests=3&tab=book`,
  },
  { name: 'Destination detail', path: (c) => `/destination/${c.destinations[0]!.uuid}` },
  { name: 'Contact', path: () => '/contact' },
];

/** Waits for what a visitor waits for: the h1, and no skeleton left while data loads. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function blockingViolations(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), why: n.any[0]?.message ?? n.failureSummary })),
  }));
  if (report.length) console.log(`axe on ${name}:\n${JSON.stringify(report, null, 2)}`);
  return report;
}

for (const { name, path } of PAGES) {
  test(`${name} has no serious or critical axe violation`, async ({ page, catalogue }) => {
    await page.goto(path(catalogue));
    await settle(page);
    expect(await blockingViolations(page, name), `serious/critical axe violations on ${name}`).toEqual([]);
  });
}

// On a phone: the heroes' phone framing, the scroll button in the header, and on detail pages the
// bottom bar, shown once the hero is scrolled away.
for (const { name, path } of PAGES.filter((p) =>
  ['Home', 'Safaris', 'Safari detail', 'Destination detail'].includes(p.name),
)) {
  test(`${name} at 390 px has no serious or critical axe violation`, async ({ page, catalogue }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path(catalogue));
    await settle(page);
    const tabs = page.getByRole('tablist');
    // Detail pages: past the hero, where the bottom bar shows; the others halfway down.
    const top = (await tabs.count()) ? (await tabs.first().boundingBox())!.y - 80 : null;
    await page.evaluate(
      (y) => window.scrollTo({ top: y ?? document.documentElement.scrollHeight / 2, behavior: 'instant' }),
      top,
    );
    if (name.endsWith('detail')) await expect(page.locator('[data-phone-action-bar]')).toBeVisible();
    expect(await blockingViolations(page, `${name} at 390 px`), `serious/critical axe violations on ${name}`).toEqual(
      [],
    );
  });
}
