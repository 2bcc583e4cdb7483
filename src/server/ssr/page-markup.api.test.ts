import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Destination, Trip } from '#domain/api/catalogue.js';
import { isSafariTrip } from '#domain/trips/classification.js';
// The one way the project starts its built server for a test (fresh data dir or PostgreSQL database, demo seed).
// eslint-disable-next-line no-restricted-imports -- a script, not a layer: no #alias reaches scripts/
import { startE2eServer } from '../../../scripts/e2e-server.mjs';

// The first HTML of the built server (`npm run build` first) as an HTML checker, a link checker, an
// accessibility audit and a schema.org validator read it: no browser, no JavaScript.

let server: Awaited<ReturnType<typeof startE2eServer>>;
let safari: Trip;
let destination: Destination;

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
const page = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return { res, html: await res.text() };
};

const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .trim();

/** The visible breadcrumb: each crumb's text and, but for the current page, its link. */
function visibleCrumbs(html: string): { name: string; href: string | null }[] {
  const nav = /<nav aria-label="(?:Breadcrumb|Brotkrümelnavigation)">(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<li(?![^>]*aria-hidden)[^>]*>(.*?)<\/li>/gs)].map(([, inner]) => ({
    name: textOf(inner!),
    href: /href="([^"]*)"/.exec(inner!)?.[1] ?? null,
  }));
}

beforeAll(async () => {
  server = await startE2eServer({ env: { LOG_LEVEL: 'error' } });
  const trips = (await (await get('/api/trips?limit=100')).json()) as { data: { trips: Trip[] } };
  safari = trips.data.trips.find(isSafariTrip)!;
  const destinations = (await (await get('/api/destinations?limit=1')).json()) as {
    data: { destinations: Destination[] };
  };
  destination = destinations.data.destinations[0]!;
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe('the first HTML of the storefront', () => {
  it("gives no link a button's type: the detail tabs are plain links", async () => {
    for (const path of [`/safari/${safari.uuid}`, `/destination/${destination.uuid}`]) {
      const { html } = await page(path);
      expect(html, path).toContain('role="tab"');
      expect(html, path).not.toMatch(/<a\b[^>]*\stype="/);
    }
  });

  it('keeps a placeholder destination out of search results, and a real destination in', async () => {
    const placeholder = await page('/destinations/mafia-island');
    expect(placeholder.html).toMatch(/<h1[^>]*>Mafia Island<\/h1>/);
    expect(placeholder.html).toContain('<meta name="robots" content="noindex"/>');
    expect(placeholder.res.headers.get('x-robots-tag')).toBe('noindex');
    // a slug with a name of its own is a placeholder as well: the catalogue knows destinations by id
    expect((await page('/destinations/stone-town')).res.headers.get('x-robots-tag')).toBe('noindex');

    const real = await page(`/destination/${destination.uuid}`);
    expect(real.html).not.toContain('name="robots"');
    expect(real.res.headers.get('x-robots-tag')).toBeNull();
  });

  it('links the reviews, blog, careers and press pages from the footer, in the page’s language', async () => {
    for (const [path, prefix] of [
      ['/', ''],
      ['/de/faq', '/de'],
    ] as const) {
      const footer = /<footer\b.*?<\/footer>/s.exec((await page(path)).html)?.[0] ?? '';
      for (const linked of ['/reviews', '/blog', '/careers', '/press', '/about', '/contact']) {
        expect(footer, path).toContain(`href="${prefix}${linked}"`);
      }
    }
  });

  it("names the contact form's fieldset with a legend, in the page's language", async () => {
    for (const [path, legend] of [
      ['/contact', 'Tell us about you and your trip'],
      ['/de/contact', 'Erzählen Sie uns von sich und Ihrer Reise'],
      ['/fr/contact', 'Parlez-nous de vous et de votre voyage'],
      ['/it/contact', 'Raccontaci di te e del tuo viaggio'],
    ]) {
      const { html } = await page(path!);
      const fieldsets = [...html.matchAll(/<fieldset\b[^>]*>\s*(<legend\b[^>]*>(.*?)<\/legend>)?/gs)];
      expect(fieldsets.length, path).toBeGreaterThan(0);
      for (const [, legendTag] of fieldsets) expect(legendTag, path).toBeDefined();
      expect(
        fieldsets.map(([, , text]) => text && textOf(text)),
        path,
      ).toContain(legend);
    }
  });

  it('describes the agency with its postal address and the opening hours the footer shows', async () => {
    const { html } = await page('/contact');
    const footer = /<footer\b.*?<\/footer>/s.exec(html)?.[0] ?? '';
    expect(textOf(footer)).toContain('Mizingani Road, Stone Town');
    expect(textOf(footer)).toContain('Monday to Saturday, 8:00–18:00 (EAT)');
    const agency = jsonLdOf(html).find((item) => item['@type'] === 'TravelAgency')!;
    expect(agency.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Mizingani Road',
      addressLocality: 'Stone Town',
      addressRegion: 'Zanzibar',
      postOfficeBoxNumber: '4127',
      addressCountry: 'TZ',
    });
    expect(agency.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: '08:00',
        closes: '18:00',
      },
    ]);
    // The same hours on a German page, in German.
    const german = /<footer\b.*?<\/footer>/s.exec((await page('/de/contact')).html)?.[0] ?? '';
    expect(textOf(german)).toContain('Montag bis Samstag, 8:00–18:00 Uhr (EAT)');
  });

  it('lists the visible breadcrumb as a BreadcrumbList with absolute URLs', async () => {
    for (const path of [
      '/safaris',
      '/tours',
      `/safari/${safari.uuid}`,
      `/destination/${destination.uuid}`,
      '/de/safaris',
    ]) {
      const { html } = await page(path);
      const crumbs = visibleCrumbs(html);
      expect(crumbs.length, path).toBeGreaterThan(1);
      const lists = jsonLdOf(html).flatMap((item) =>
        item['@type'] === 'BreadcrumbList'
          ? [item]
          : item.breadcrumb
            ? [item.breadcrumb as Record<string, unknown>]
            : [],
      );
      expect(lists, path).toHaveLength(1);
      const items = lists[0]!.itemListElement as { '@type': string; position: number; name: string; item: string }[];
      expect(
        items.map(({ name, item }) => ({ name, item })),
        path,
      ).toEqual(crumbs.map(({ name, href }) => ({ name, item: `${server.url}${href ?? path}` })));
      expect(items.map((item) => item.position)).toEqual(crumbs.map((_, index) => index + 1));
      expect(items.every((item) => item['@type'] === 'ListItem')).toBe(true);
    }
  });

  it('gives every page a share picture with its size and a description, and only Open Graph types', async () => {
    const pictures = new Set<string>();
    for (const path of [
      '/',
      '/faq',
      '/privacy',
      '/terms',
      '/safaris',
      '/contact',
      `/safari/${safari.uuid}`,
      `/destination/${destination.uuid}`,
      '/destinations/mafia-island',
      '/de/terms',
    ]) {
      const { html } = await page(path);
      const image = metaContent(html, 'og:image');
      expect(image, path).toMatch(new RegExp(`^${server.url}/images/[a-z0-9-]+\\.webp$`));
      const picture = await get(new URL(image!).pathname);
      expect(picture.status, image).toBe(200);
      pictures.add(image!);
      expect(Number(metaContent(html, 'og:image:width')), path).toBeGreaterThan(0);
      expect(Number(metaContent(html, 'og:image:height')), path).toBeGreaterThan(0);
      expect(metaContent(html, 'og:image:alt'), path).toMatch(/\w{3}/);
      expect(metaContent(html, 'twitter:image:alt'), path).toBe(metaContent(html, 'og:image:alt'));
      expect(['website', 'article'], path).toContain(metaContent(html, 'og:type'));
    }
    expect(pictures.size).toBeGreaterThan(3);
    const { html } = await page(`/safari/${safari.uuid}`);
    expect(metaContent(html, 'og:image')).toBe(`${server.url}${safari.banner}`);
    expect([metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height')]).toEqual(['1280', '533']);
  });

  it('renders the login and password-reset pages on the server, each with its own title and heading', async () => {
    for (const [path, title, heading] of [
      ['/login', 'Log in · Kilele Safaris', 'Welcome back'],
      ['/login?tab=register', 'Create an account · Kilele Safaris', 'Create your account'],
      ['/forgot-password', 'Forgot password · Kilele Safaris', 'Forgot your password?'],
      ['/de/forgot-password', 'Passwort vergessen · Kilele Safaris', 'Passwort vergessen?'],
    ]) {
      const { html } = await page(path!);
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading!.replace('?', '\\?')}</h1>`));
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(metaContent(html, 'og:image'), path).toMatch(/^http.*\.webp$/);
      // The visitor's own page: the browser renders it again as the single-page app, so no island data rides
      // along, and the form waits for the app (what was typed before would be lost).
      expect(html, path).not.toContain('id="boot-data"');
      expect(html, path).toMatch(/<div class="mt-8" inert="">.*<form/s);
    }
  });
});
