import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { tripCards } from './support/trip-cards.js';

// Public pages arrive rendered: content, prices, head tags and status codes are in the first HTML,
// they read and link without JavaScript, and with it they hydrate without a difference.

const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

test("a trip's first HTML has its name in <h1>, its own title, social card and JSON-LD", async ({
  request,
  catalogue,
  baseURL,
}) => {
  const trip = catalogue.safariTrips[0]!;
  const res = await request.get(`/safari/${trip.uuid}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(htmlText(trip.name))}</h1>`));
  expect(html).toContain(`<title>${htmlText(trip.name)} · Kilele Safaris</title>`);
  expect(metaContent(html, 'og:title')).toBe(`${htmlText(trip.name)} · Kilele Safaris`);
  expect(metaContent(html, 'og:image')).toBe(`${baseURL}${trip.banner}`);
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/safari/${trip.uuid}"/>`);
  expect(jsonLdOf(html).map((item) => item['@type'])).toContain('TouristTrip');
  // The site-wide title of the app shell is gone: one title per page.
  expect(html.match(/<title>/g)).toHaveLength(1);
  // No inline executable script: the data rides in inert JSON.
  expect(html).not.toMatch(/<script>|<script type="module">[^<]/);
  expect(html).toContain('<script type="application/json" id="boot-data">');
});

test('an unknown trip, destination or path answers 404 with the not-found page; account pages get the app', async ({
  request,
}) => {
  for (const path of [
    '/safari/00000000-0000-4000-8000-000000000000',
    '/zanzibar-tour/not-a-uuid',
    '/destination/00000000-0000-4000-8000-000000000000',
    '/no/such/page',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toMatch(/<h1[^>]*>[^<]*(not found|This trail goes nowhere)/i);
  }
  const dashboard = await request.get('/dashboard');
  expect(dashboard.status()).toBe(200);
  // An account page is the visitor's own: the browser renders it into the empty app shell.
  expect(await dashboard.text()).toMatch(/<div id="root">(<!--page-body-->)?<\/div>/);
  // Login is written by the server too (its title and form), and the browser renders it again as the app.
  const login = await (await request.get('/login')).text();
  expect(login).toContain('<title>Log in · Kilele Safaris</title>');
  expect(login).not.toContain('id="boot-data"');
});

test('a visitor who chose euros gets the first HTML in euros', async ({ request, catalogue }) => {
  const res = await request.get('/safaris', { headers: { cookie: 'currency=EUR' } });
  const html = await res.text();
  expect(html).toMatch(/From €[\d,]+/);
  expect(html).not.toMatch(/From \$\d/);
  expect(html).toContain(catalogue.safariTrips[0]!.name.replace(/&/g, '&amp;'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor follows links from Home to a safari and reads its itinerary and budget', async ({
    page,
    catalogue,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Safaris', exact: true }).click();
    await expect(page).toHaveURL(/\/safaris$/);
    const trip = catalogue.safariTrips[0]!;
    await expect(tripCards(page)).toHaveCount(catalogue.safariTrips.length);
    await tripCards(page).filter({ hasText: trip.name }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();

    await page.getByRole('tab', { name: 'Itinerary' }).click();
    await expect(page).toHaveURL(/tab=itinerary/);
    const firstDay = trip.trip_points[0]!;
    await expect(page.getByRole('tabpanel')).toContainText(firstDay.title);

    await page.getByRole('tab', { name: 'Budget' }).click();
    await expect(page).toHaveURL(/tab=budget/);
    await expect(page.getByRole('tabpanel').getByRole('table').first()).toBeVisible();
  });

  test('a visitor searches a place and a stay with the plain form and lands on the right list', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Find a tour or safari' });
    await search.getByRole('combobox', { name: /Where to/ }).fill('Serengeti');
    const checkIn = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 47 * 86_400_000).toISOString().slice(0, 10);
    await search.getByLabel('Check-in').fill(checkIn);
    await search.getByLabel('Check-out').fill(checkOut);
    await search.getByRole('button', { name: /Search/ }).click();

    await expect(page).toHaveURL(new RegExp(`/safaris\\?location=\\d+&checkIn=${checkIn}&checkOut=${checkOut}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tripCards(page).first()).toBeVisible();
  });

  test("a trip's Book Now tab says the form needs JavaScript, and shows no fields that could not be sent", async ({
    page,
    catalogue,
  }) => {
    const path = `/safari/${catalogue.safariTrips[0]!.uuid}?tab=book`;
    await page.goto(path);
    const panel = page.getByRole('main').getByRole('tabpanel', { name: 'Book Now' });
    await expect(panel.getByRole('status', { name: 'Loading the booking form…' })).toBeVisible();
    // A browser without JavaScript shows <noscript>; the test browser only runs no scripts, so the HTML says it.
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(/<noscript><p [^>]*>This form needs JavaScript, which is turned off in this browser\.<\/p>/);
    await expect(panel.getByRole('textbox')).toHaveCount(0);
  });
});

test('with JavaScript, public pages hydrate without a warning and fetch nothing the server sent', async ({
  page,
  catalogue,
}) => {
  const trip = catalogue.safariTrips[0]!;
  const destination = catalogue.destinations[0]!;
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  for (const path of [
    '/',
    '/tours',
    '/safaris',
    `/safari/${trip.uuid}`,
    `/destination/${destination.uuid}`,
    '/about',
  ]) {
    apiCalls.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Signed-in parts may ask later; the catalogue the page shows came with it.
    expect(
      apiCalls.filter((p) => /^\/api\/(trips|destinations|splash|get-testimonals)/.test(p)),
      path,
    ).toEqual([]);
  }
});

function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the page's banner and fonts load before the app's scripts, only the phone's framing of the banner, and the pictures further down as they near", async ({
    page,
  }) => {
    const requested: { path: string; afterLoad: boolean }[] = [];
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/assets/') || pathname.startsWith('/images/'))
        requested.push({ path: pathname, afterLoad: loaded });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');

    const hero = requested.filter((r) => r.path.startsWith('/images/home-hero-'));
    expect(hero).toHaveLength(1);
    expect(hero[0]!.path).toMatch(/^\/images\/home-hero-card-\d+\.webp$/);
    const fonts = requested.filter((r) => r.path.endsWith('.woff2'));
    expect(fonts.length).toBe(2);
    expect(fonts.every((r) => !r.afterLoad)).toBe(true);
    // The first script is small; the app (React and the page's own chunks) comes after the page has loaded.
    const scripts = requested.filter((r) => r.path.endsWith('.js'));
    expect(scripts.filter((r) => !r.afterLoad).length).toBeLessThanOrEqual(2);
    expect(scripts.filter((r) => r.afterLoad).length).toBeGreaterThan(5);

    // The sections below the first screen are drawn, and their pictures asked for, as the visitor nears them.
    const cardPictures = () =>
      requested.filter((r) => /-card-\d+\.webp$/.test(r.path) && !r.path.includes('home-hero'));
    expect(cardPictures().length).toBeLessThanOrEqual(3);
    const destinations = page.getByRole('region', { name: 'Top destinations' });
    await destinations.scrollIntoViewIfNeeded();
    await expect(destinations.getByRole('img').first()).toBeVisible();
    await expect.poll(() => cardPictures().length).toBeGreaterThan(3);
  });

  test("a list asks for its cards' pictures as the visitor nears them, and its column stays the screen's width", async ({
    page,
  }) => {
    const cards: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (/-card-\d+\.webp$/.test(pathname) && !pathname.startsWith('/images/serengeti-card-')) cards.push(pathname);
    });
    await page.goto('/safaris');
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    const list = page.getByRole('list').filter({ has: page.getByRole('article') });
    const total = await list.getByRole('article').count();
    expect(total).toBeGreaterThan(5);
    expect(cards.length).toBeLessThanOrEqual(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await list.getByRole('article').last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards.length).toBeGreaterThan(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  test('a page whose banner is framed alike on every screen asks for that one picture', async ({ page }) => {
    const banners: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/images/paje-')) banners.push(pathname);
    });
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    expect(banners).toHaveLength(1);
    expect(banners[0]).toMatch(/^\/images\/paje-banner-\d+\.webp$/);
  });
});

/**
 * Holds the app's scripts (all but those the page's HTML loads itself: the small first script) until the returned
 * function is called: the page is the server's HTML, as a phone shows it while its code is on the way.
 */
async function holdAppScripts(page: Page, baseURL: string | undefined, path: string): Promise<() => void> {
  const html = await (await page.request.get(`${baseURL}${path}`)).text();
  const ownScripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (!ownScripts.some((own) => route.request().url().endsWith(own))) await released;
    await route.continue();
  });
  return release;
}

test('a visitor who scrolled before the app started stays where they scrolled to', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const release = await holdAppScripts(page, baseURL, '/safaris');
  await page.goto('/safaris');
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const before = await page.evaluate(() => window.scrollY);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await context.close();
});

test('what a visitor types into a form before the app started is what the form sends', async ({
  browser,
  baseURL,
  catalogue,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const release = await holdAppScripts(page, baseURL, '/contact');
  await page.goto('/contact');
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('First name').fill('Amina');
  await form.getByLabel('Last name').fill('Mussa');
  await form.getByLabel('Email').fill('amina.early@example.com');
  await form.getByLabel('Phone').fill('+255 712 345 678');
  await form.getByLabel('Country').selectOption({ label: 'Tanzania' });
  await form.getByLabel('Trip type').selectOption({ index: 1 });
  await form.getByRole('checkbox', { name: catalogue.splash.locations[0]!.name, exact: true }).check();
  await form.getByLabel('Message').fill('Typed while the page was still starting.');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  await expect(form.getByLabel('First name')).toHaveValue('Amina');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(form.getByRole('status')).toContainText('Inquiry Submitted Successfully!');
  await context.close();
});
