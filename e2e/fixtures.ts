import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { loadCatalogue, type Catalogue } from './support/catalogue.js';
import { e2eBaseUrl } from './support/server.js';

export { expect };

/**
 * Every spec imports `test` from here: the base URL of the server the config started, the demo
 * catalogue read once per worker, and a page that fails the test on any uncaught script error,
 * Content-Security-Policy violation or browser-native dialog (the site's own dialogs replace alert and confirm).
 */
export const test = base.extend<object, { catalogue: Catalogue }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(e2eBaseUrl()),
  catalogue: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: e2eBaseUrl() });
      await use(await loadCatalogue(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    const errors: string[] = [];
    if (javaScriptEnabled) waitForHydrationOnLoad(page);
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    // The server's Content-Security-Policy must never block a part of our own site, not even a probe
    // a library catches (those are reported only as events, so the page logs them for us).
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}`,
        ),
      ),
    );
    page.on('dialog', (dialog) => {
      errors.push(`native ${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) errors.push(`CSP: ${message.text()}`);
      // A server-rendered page the browser could not hydrate as it came (React's recoverable errors).
      if (/hydrat|Minified React error #4(18|19|20|21|22|23|25)\b/i.test(message.text())) {
        errors.push(`hydration: ${message.text()}`);
      }
    });
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

/**
 * A second visitor's page, in a browser context of their own (no cookies of the test's `page`), whose
 * `goto` waits for hydration as the fixture's `page` does. Close it with `page.context().close()`.
 */
export async function newVisitorPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  waitForHydrationOnLoad(page);
  return page;
}

/**
 * `goto` and `reload` of a storefront page return once the page has hydrated (`<html data-ready>`), so a
 * journey's first click reaches React. Before that a click still works the plain way (links, GET forms,
 * `?tab=` links: see the specs without JavaScript), but it would not test what the journey means to test.
 */
function waitForHydrationOnLoad(page: Page) {
  const settle = async (response: Response | null) => {
    const isStorefrontPage =
      response?.headers()['content-type']?.startsWith('text/html') &&
      !new URL(response.url()).pathname.startsWith('/admin');
    if (isStorefrontPage) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => settle(await goto(...args));
  page.reload = async (...args) => settle(await reload(...args));
}

/**
 * Runs `action`, which leaves for another server-rendered page (a link, a category, the sort), and returns
 * once that page has loaded and hydrated, as `goto` does.
 */
export async function loadsNextPage(page: Page, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForEvent('load'), action()]);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/**
 * Waits until the island holding `locator` has hydrated: one that hydrates as it comes into view is plain HTML
 * until then, and a press before it would do nothing. Scrolls it into view first, as a visitor would.
 */
export async function hydratedIsland(locator: Locator): Promise<Locator> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute('data-hydrated', '');
  return locator;
}
