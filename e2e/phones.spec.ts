import type { APIRequestContext, Page } from '@playwright/test';
import { priceLabel, type CurrencyLike } from '../src/domain/currency/format-price.js';
import type { Catalogue } from './support/catalogue.js';
import { expect, test } from './fixtures.js';

// Phones: the bottom bar of trip and destination pages, a scroll button that covers nothing, budget
// tables that scroll sideways with a hint, and heroes that keep their artwork clear.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function currencyOf(request: APIRequestContext, catalogue: Catalogue, code: string): Promise<CurrencyLike> {
  const currency = catalogue.splash.currencies.find((c) => c.code === code)!;
  const res = await request.post(`/api/exchange-rate?currency=${currency.uuid}`);
  const rate = ((await res.json()) as { data: { rate: number } }).data.rate;
  return { code, symbol: currency.symbol, rate };
}

/** Opens a page with a currency already chosen, as a returning visitor would. */
async function gotoIn(page: Page, path: string, code: string) {
  await page.addInitScript((value) => window.localStorage.setItem('selectedCurrency', value), code);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Scrolls the window so that the tabs reach the top: the hero is gone under the header. */
async function scrollPastHero(page: Page) {
  await page.evaluate(() => {
    const tabs = document.querySelector('[role="tablist"]')!;
    window.scrollTo({ top: tabs.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' });
  });
}

test.describe('the bottom bar on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a safari: after the hero, "From …" in the chosen currency, and Book Now opens the form', async ({
    page,
    request,
    catalogue,
  }) => {
    const trip = catalogue.safariTrips.find((t) => t.base_price > 0)!;
    const tzs = await currencyOf(request, catalogue, 'TZS');
    await gotoIn(page, `/safari/${trip.uuid}`, 'TZS');

    const bar = page.getByRole('complementary', { name: 'Book this safari' });
    // Over the hero it stays away.
    await expect(bar).toBeHidden();
    await scrollPastHero(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(priceLabel(trip.base_price, tzs, [tzs]));
    await expect(bar).toContainText('per person');
    // It sits on the bottom edge of the screen.
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);

    await bar.getByRole('button', { name: 'Book Now' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { name: 'Book Now', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel').getByLabel(/first name/i)).toBeInViewport();
    // While the form is in view the bar steps aside.
    await expect(bar).toBeHidden();

    // At the very end of the page the footer's last line stays above the bar.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(bar).toBeVisible();
    const lastLine = page.getByRole('contentinfo').getByText(/All rights reserved/);
    const line = (await lastLine.boundingBox())!;
    expect(line.y + line.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
  });

  test('a destination: "Contact for pricing", and Send Inquiry opens the inquiry form', async ({ page, catalogue }) => {
    const destination = catalogue.destinations[0]!;
    await page.goto(`/destination/${destination.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: destination.name })).toBeVisible();

    const bar = page.getByRole('complementary', { name: `Ask about ${destination.name}` });
    await expect(bar).toBeHidden();
    await scrollPastHero(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Contact for pricing');

    await bar.getByRole('button', { name: 'Send Inquiry' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { name: 'Send Inquiry', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel').getByLabel(/first name/i)).toBeInViewport();
    await expect(bar).toBeHidden();
  });
});

test('on a desktop there is no bottom bar: the side summary stays in view instead', async ({ page, catalogue }) => {
  await page.setViewportSize(DESKTOP);
  const trip = catalogue.safariTrips[0]!;
  await page.goto(`/safari/${trip.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();
  await scrollPastHero(page);
  await expect(page.getByRole('complementary', { name: 'Trip summary' })).toBeInViewport();
  await expect(page.getByRole('complementary', { name: 'Book this safari' })).toBeHidden();
  // The round scroll button floats in the margin beside the content.
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
});

/**
 * What the scroll buttons shown hide at the current scroll position: every visible control and every
 * run of text whose box meets a button's and which is really on screen there (not under the sticky header).
 */
function coveredByScrollButton(page: Page) {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll<HTMLElement>('button')].filter(
      (b) => /^Scroll to (top|bottom)$/.test(b.getAttribute('aria-label') ?? '') && b.getClientRects().length > 0,
    );
    const boxes: { what: string; node: Element; rect: DOMRect }[] = [];
    const controls = 'a[href], button, input, select, textarea, label, summary, [tabindex]:not([tabindex="-1"])';
    for (const node of document.querySelectorAll(controls)) {
      for (const rect of node.getClientRects())
        boxes.push({ what: `<${node.localName}> ${node.textContent?.trim().slice(0, 40)}`, node, rect });
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      if (!parent || !text.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects())
        boxes.push({ what: `text "${text.textContent.trim().slice(0, 40)}"`, node: parent, rect });
    }
    const covered: string[] = [];
    for (const button of buttons) {
      const area = button.getBoundingClientRect();
      const meets = (r: DOMRect) =>
        r.width > 0 &&
        r.height > 0 &&
        r.left < area.right &&
        area.left < r.right &&
        r.top < area.bottom &&
        area.top < r.bottom;
      // Look through the button: is the thing itself what the visitor would see at that spot?
      const before = button.style.visibility;
      button.style.visibility = 'hidden';
      for (const { what, node, rect } of boxes) {
        if (node === button || button.contains(node) || !meets(rect)) continue;
        const x = (Math.max(rect.left, area.left) + Math.min(rect.right, area.right)) / 2;
        const y = (Math.max(rect.top, area.top) + Math.min(rect.bottom, area.bottom)) / 2;
        const top = document.elementFromPoint(x, y);
        if (top && (top === node || node.contains(top))) covered.push(what);
      }
      button.style.visibility = before;
    }
    return { shown: buttons.length > 0, covered };
  });
}

test.describe('the scroll button on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('never covers a control or text, from the top to the bottom of four pages', async ({ page, catalogue }) => {
    const pages = ['/', '/safaris', `/safari/${catalogue.safariTrips[0]!.uuid}`, '/login?tab=register'];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.animate-pulse')).toHaveCount(0);
      // The button's code comes once the page has loaded and the browser is idle: wait for it as a visitor would.
      await expect(page.getByRole('button', { name: /^Scroll to (top|bottom)$/ }).first()).toBeVisible();
      let shownAtLeastOnce = false;
      for (const fraction of [0, 0.1, 0.25, 0.4, 0.55, 0.7, 0.85, 1]) {
        await page.evaluate((f) => {
          const range = document.documentElement.scrollHeight - window.innerHeight;
          window.scrollTo({ top: Math.round(range * f), behavior: 'instant' });
        }, fraction);
        // The ring and the button's direction follow the scroll on the next frame.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const { shown, covered } = await coveredByScrollButton(page);
        shownAtLeastOnce ||= shown;
        expect(covered, `${path} scrolled to ${fraction * 100}%`).toEqual([]);
      }
      expect(shownAtLeastOnce, `${path} has a scroll button`).toBe(true);
    }
  });

  test('sits in the header and takes the visitor back to the top', async ({ page }) => {
    await page.goto('/safaris');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Scroll to bottom' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await header.getByRole('button', { name: 'Scroll to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

for (const { viewport, overflows } of [
  { viewport: PHONE, overflows: true },
  { viewport: DESKTOP, overflows: false },
]) {
  test(`budget tables in shillings at ${viewport.width} px ${overflows ? 'scroll sideways inside their card, with a hint' : 'fit, with no hint'}`, async ({
    page,
    catalogue,
  }) => {
    await page.setViewportSize(viewport);
    const trip = catalogue.safariTrips.find((t) => t.budgets.length > 0)!;
    await gotoIn(page, `/safari/${trip.uuid}`, 'TZS');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Budget', exact: true }).click();
    const table = main.getByRole('group', { name: /season prices$/ }).first();
    await expect(table).toContainText('TSh');
    const hint = main.getByText('Swipe to see all prices');

    const sizes = () => table.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
    // Nothing on the page is wider than the screen: only the table scrolls.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    if (!overflows) {
      const { scroll, client } = await sizes();
      expect(scroll).toBeLessThanOrEqual(client);
      await expect(hint).toHaveCount(0);
      return;
    }
    await expect.poll(async () => (await sizes()).scroll > (await sizes()).client).toBe(true);
    await expect(hint.first()).toBeVisible();
    // A keyboard reaches it and scrolls it.
    await table.focus();
    await expect(table).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  });
}

for (const { viewport, kind } of [
  { viewport: PHONE, kind: 'card' },
  { viewport: DESKTOP, kind: 'banner' },
]) {
  test(`heroes at ${viewport.width} px show the ${kind} framing of their artwork`, async ({ page, catalogue }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/safaris', `/safari/${catalogue.safariTrips[0]!.uuid}`]) {
      await page.goto(path);
      const image = page.getByRole('main').locator('section').first().locator('img').first();
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`-${kind}-`);
      if (kind === 'card') {
        // Whole and clear on top of the title, not stretched behind it.
        const box = (await image.boundingBox())!;
        expect(box.width).toBe(viewport.width);
        expect(box.height).toBeLessThan(box.width);
      }
    }
  });
}
