import { expect, test } from './fixtures.js';
import { E2E_OWNER, signInToBackOffice } from './support/back-office.js';

// An owner has the most pages in the bar (Staff, Currencies, Audit, Failed jobs): on a 1440 px desktop the bar still
// holds them, the name and Sign out on one line, so the page below starts where an agent expects it.

test('at 1440 px the owner’s top bar is one line: every page, the name and Sign out', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToBackOffice(page, E2E_OWNER);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Failed jobs' })).toBeVisible();
  const signOut = page.getByRole('button', { name: 'Sign out' });
  const [navBox, signOutBox] = [(await nav.boundingBox())!, (await signOut.boundingBox())!];
  expect(Math.abs(navBox.y + navBox.height / 2 - (signOutBox.y + signOutBox.height / 2))).toBeLessThan(4);
  expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('owner-top-bar-1440.png') });
});
