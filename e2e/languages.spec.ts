import { expect, test } from './fixtures.js';

// The storefront in another language (docs/decisions/018-languages.md): every locale but English has its pages
// under its code, and a visitor who arrives there stays there, link after link, with or without JavaScript.

/** The site's own links of a page's HTML that would leave its locale (assets and pictures are not pages). */
const linksOutside = (html: string, prefix: string) =>
  [...html.matchAll(/(?:href|action)="(\/[^"]*)"/g)]
    .map((match) => match[1]!)
    .filter((href) => !/^\/(assets|images|fonts)\//.test(href) && !/\.(ico|svg|png|webmanifest)$/.test(href))
    // the language switcher's links lead through the server, which keeps the choice
    .filter((href) => !href.startsWith('/language?'))
    .filter((href) => href !== prefix && !href.startsWith(`${prefix}/`) && !href.startsWith(`${prefix}?`));

test('a German page is German in its HTML: lang, canonical URL, and every link of the site under /de', async ({
  request,
  catalogue,
  baseURL,
}) => {
  const trip = catalogue.safariTrips[0]!;
  const destination = catalogue.destinations[0]!;
  for (const path of ['/de', '/de/safaris', `/de/safari/${trip.uuid}`, `/de/destination/${destination.uuid}`]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toMatch(/^<!doctype html>\s*<html lang="de"/i);
    expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
    expect(linksOutside(html, '/de'), path).toEqual([]);
  }
  expect((await request.get('/de/no/such/page')).status()).toBe(404);
});

test('/en/… is the English page itself, moved for good', async ({ request }) => {
  const res = await request.get('/en/tours?location=3', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers()['location']).toBe('/tours?location=3');
});

test('a French visitor moves from a server-rendered page to an account page and back, staying in /fr', async ({
  page,
}) => {
  await page.goto('/fr/safaris');
  await page.getByRole('banner').getByRole('link', { name: 'Connexion' }).click();
  await expect(page).toHaveURL(/\/fr\/login$/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  // The account page is the single-page app: its links route on the client under the locale's basename.
  // the second tab: registering
  await page.getByRole('tab').nth(1).click();
  await expect(page).toHaveURL(/\/fr\/login\?tab=register$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/fr\/faq$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("an Italian visitor's plain search form lands on the Italian list", async ({ page }) => {
    await page.goto('/it');
    const search = page.getByRole('search');
    await search.getByRole('combobox').fill('Serengeti');
    await search.getByRole('button', { name: /Search/ }).click();
    await expect(page).toHaveURL(/\/it\/safaris\?location=\d+$/);
  });
});
