import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// Keyboard users: from the top of Home, Tab reaches the skip link, the header and the search,
// and every stop shows where the focus is.

interface FocusStop {
  name: string;
  tag: string;
  /** an outline or a ring drawn while focused */
  indicated: boolean;
  /** the element has a size on screen (the skip link stops being visually hidden) */
  visible: boolean;
}

async function tabOnce(page: Page): Promise<FocusStop> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', tag: 'body', indicated: false, visible: false };
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : undefined;
    const name = (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const after = getComputedStyle(el, '::after');
    const afterOutline = after.outlineStyle !== 'none' && parseFloat(after.outlineWidth) > 0;
    // A field may draw the outline on its wrapper (focus-within) instead of on the input.
    let wrapperOutline = false;
    for (let parent = el.parentElement, depth = 0; parent && depth < 3; parent = parent.parentElement, depth += 1) {
      const ps = getComputedStyle(parent);
      if (ps.outlineStyle !== 'none' && parseFloat(ps.outlineWidth) > 0) wrapperOutline = true;
    }
    const box = el.getBoundingClientRect();
    return {
      name,
      tag: el.tagName.toLowerCase(),
      indicated: outline || ring || afterOutline || wrapperOutline,
      visible: box.width > 1 && box.height > 1,
    };
  });
}

test('Tab from the top of Home reaches the skip link, the header and the search, with a visible focus', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const stops: FocusStop[] = [];
  for (let i = 0; i < 30; i += 1) {
    const stop = await tabOnce(page);
    stops.push(stop);
    if (/^search$/i.test(stop.name)) break;
  }
  const names = stops.map((s) => s.name);
  const log = JSON.stringify(stops, null, 1);

  expect(stops[0], log).toMatchObject({ name: 'Skip to content', tag: 'a', visible: true, indicated: true });
  const header = ['Home', 'Tours', 'Safaris', 'About', 'Contact'].map((name) => names.indexOf(name));
  expect(
    header.every((i) => i > 0),
    `header links reached in ${log}`,
  ).toBe(true);
  expect(
    [...header].sort((a, b) => a - b),
    'header links in reading order',
  ).toEqual(header);
  expect(
    names.some((n) => /currency/i.test(n)),
    `currency reached in ${log}`,
  ).toBe(true);
  expect(names.includes('Login'), `Login reached in ${log}`).toBe(true);

  const search = ['location|where', 'check-in', 'check-out', '^search$'].map((p) =>
    names.findIndex((n) => new RegExp(p, 'i').test(n)),
  );
  expect(
    search.every((i) => i > header.at(-1)!),
    `search controls reached after the header in ${log}`,
  ).toBe(true);
  expect(
    [...search].sort((a, b) => a - b),
    'search controls in reading order',
  ).toEqual(search);

  const unmarked = stops.filter((stop) => !stop.indicated || !stop.visible).map((stop) => stop.name);
  expect(unmarked, `focus stops without a visible focus indicator in ${log}`).toEqual([]);
});

test('the skip link moves the focus past the header to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  const next = await tabOnce(page);
  expect(['Home', 'Tours', 'Safaris', 'About', 'Contact', 'Login']).not.toContain(next.name);
});

/** Whether the focused element draws an outline or a ring. */
const focusShown = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as HTMLElement);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });

test('the focus ring shows for the keyboard, not after a mouse click', async ({ page, catalogue }) => {
  await page.goto(`/safari/${catalogue.safariTrips[0]!.uuid}`);
  const tabs = page.getByRole('main').getByRole('tablist');
  const bookNow = tabs.getByRole('tab', { name: 'Book Now', exact: true });
  await bookNow.click();
  await expect(bookNow).toBeFocused();
  expect(await focusShown(page), 'after a click').toBe(false);

  await page.keyboard.press('ArrowLeft');
  await expect(bookNow).not.toBeFocused();
  expect(await focusShown(page), 'after an arrow key').toBe(true);
});
