import { test as base, expect } from '@playwright/test';
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
  page: async ({ page }, use) => {
    const errors: string[] = [];
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
    });
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});
