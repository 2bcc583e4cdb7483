import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// A first visit on a slow line (a hotel lobby): the heading typeface arrives after the first paint, and still
// takes over the headings once it is there, moving nothing while it does (its stand-in has its measures).

/** The typeface the browser really draws an element's text with (Chrome's own answer, over its DevTools protocol). */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

for (const width of [390, 1440]) {
  test(`at ${width} px, a heading drawn first in the stand-in serif turns into Fraunces without moving`, async ({
    browser,
    baseURL,
  }) => {
    // A context of its own: the fixture's page waits for the page to load and hydrate, which a held font delays.
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    // The heading typeface is held back until the page has been drawn without it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/fraunces-subset-[\w-]+\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not until `load`: the page's load waits for the preloaded typeface held back here.
    await page.goto('/safaris', { waitUntil: 'domcontentloaded' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    expect(await drawnWith(page, 'main h1')).not.toContainEqual(expect.stringMatching(/Fraunces/));
    const before = { heading: await box(heading), next: await box(page.getByRole('main').locator('p').first()) };
    await page.evaluate(() =>
      new PerformanceObserver((list) => {
        const shifts = list.getEntries() as unknown as { value: number }[];
        const w = window as unknown as { shifted?: number };
        w.shifted = (w.shifted ?? 0) + shifts.reduce((sum, entry) => sum + entry.value, 0);
      }).observe({ type: 'layout-shift' }),
    );

    release();
    await page.evaluate(() => document.fonts.load('600 40px "Fraunces Variable"'));
    await expect.poll(() => drawnWith(page, 'main h1')).toContainEqual(expect.stringMatching(/Fraunces/));
    const after = { heading: await box(heading), next: await box(page.getByRole('main').locator('p').first()) };
    expect(Math.abs(after.heading.height - before.heading.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.next.y - before.next.y)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => (window as unknown as { shifted?: number }).shifted ?? 0)).toBeLessThan(0.01);
    await context.close();
  });
}
