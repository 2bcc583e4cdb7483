import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// What a visitor's browser downloads in JavaScript before the page is usable (`<html data-ready>`: every island
// it starts with hydrated), gzipped as the build compresses it (docs/decisions/017-islands.md). What loads
// later (the toasts' library once idle, a form when its tab is opened, a carousel when scrolled to) is not
// counted: the page does not wait for it.
const BUDGET_KB = { home: 100, trip: 150 } as const;

const DIST = 'dist/web';
const gzipKb = (path: string) => gzipSync(readFileSync(join(DIST, path))).length / 1024;

/** Marks the moment the page becomes ready, on the page's own clock, before any of its scripts run. */
async function recordReadiness(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-ready')) return;
      (window as unknown as { readyAt: number }).readyAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
  });
}

/** The site's scripts the page asked for before it was ready, and their gzipped size. */
async function scriptsBeforeReady(page: Page) {
  const paths = await page.evaluate(() => {
    const readyAt = (window as unknown as { readyAt: number }).readyAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= readyAt && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname);
  });
  const unique = [...new Set(paths)];
  return { paths: unique, kb: unique.reduce((sum, path) => sum + gzipKb(path), 0) };
}

for (const [label, viewport] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    // In German too: the islands' messages ride in the page's data, and the German catalogue loads once ready.
    for (const home of ['/', '/de']) {
      test(`Home (${home}) is usable after at most ${BUDGET_KB.home} KB of JavaScript`, async ({ page }) => {
        await recordReadiness(page);
        await page.goto(home);
        const { kb, paths } = await scriptsBeforeReady(page);
        expect(kb, paths.join('\n')).toBeLessThanOrEqual(BUDGET_KB.home);
        expect(paths.filter((path) => /\/(en|it|de|fr)-[\w-]+\.js$/.test(path))).toEqual([]);
      });
    }

    test(`a trip page is usable after at most ${BUDGET_KB.trip} KB of JavaScript`, async ({ page, catalogue }) => {
      await recordReadiness(page);
      await page.goto(`/safari/${catalogue.safariTrips[0]!.uuid}`);
      const { kb, paths } = await scriptsBeforeReady(page);
      expect(kb, paths.join('\n')).toBeLessThanOrEqual(BUDGET_KB.trip);
    });
  });
}
