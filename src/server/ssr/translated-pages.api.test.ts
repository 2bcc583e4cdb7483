import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Destination, Trip } from '#domain/api/catalogue.js';
import { tripHref } from '#domain/trips/trip-href.js';
// The one way the project starts its built server for a test, and the English a translated page must not show
// (the browser journey e2e/translated-pages.spec.ts reads the same list).
// eslint-disable-next-line no-restricted-imports -- scripts, not a layer: no #alias reaches scripts/
import { startE2eServer } from '../../../scripts/e2e-server.mjs';
// eslint-disable-next-line no-restricted-imports -- as above
import {
  attributeTexts,
  englishIn,
  englishTexts,
  islandMessagesText,
  plainText,
  type EnglishText,
  type TranslatedLocale,
} from '../../../scripts/i18n/english-texts.js';

// Every public page in German and in French, as the built server renders it, shows no English of the interface,
// the catalogue or the reference lists: not in its text, not in what its attributes say (titles, alt texts,
// labels), and not in the messages its islands carry for hydration. `npm run build` first.

let server: { url: string; stop(): Promise<void> };
let pages: { path: string; status: number }[];

const STATIC_PAGES = ['/', '/tours', '/safaris', '/contact', '/about', '/faq', '/reviews', '/blog', '/careers'];
const LEGAL_PAGES = ['/press', '/privacy', '/terms'];

async function json<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  server = await startE2eServer({ env: { LOG_LEVEL: 'error' } });
  const { trips, total } = await json<{ trips: Trip[]; total: number }>('/api/trips?limit=100');
  const { destinations } = await json<{ destinations: Destination[] }>('/api/destinations');
  expect(trips).toHaveLength(total);
  // A detail page shows one tab's content at a time without JavaScript (`?tab=`): each tab is a page of its own.
  pages = [
    ...[...STATIC_PAGES, ...LEGAL_PAGES].map((path) => ({ path, status: 200 })),
    { path: '/no-such-page', status: 404 },
    ...trips.flatMap((trip) =>
      ['', '?tab=itinerary', '?tab=budget', '?tab=book'].map((tab) => ({ path: tripHref(trip) + tab, status: 200 })),
    ),
    ...destinations.flatMap((destination) =>
      ['', '?tab=activities', '?tab=inquiry'].map((tab) => ({
        path: `/destination/${destination.uuid}${tab}`,
        status: 200,
      })),
    ),
  ];
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

const localized = (locale: TranslatedLocale, path: string) => `/${locale}${path === '/' ? '' : path}`;

/** What a page shows in English, each finding as a line a reviewer can act on. */
function englishOnPage(path: string, html: string, texts: readonly EnglishText[]): string[] {
  const body = html.slice(html.indexOf('<body'));
  const places: [string, string][] = [
    ['text', plainText(body)],
    ['attributes', attributeTexts(html)],
    ['island messages', islandMessagesText(html)],
  ];
  return places.flatMap(([where, text]) =>
    englishIn(text, texts).map((english) => `${path} (${where}): "${english.text}" — ${english.from}`),
  );
}

describe.each<TranslatedLocale>(['de', 'fr'])('every public page in %s', (locale) => {
  it('shows no English of the interface, the catalogue or the reference lists', async () => {
    const texts = await englishTexts(locale);
    const found: string[] = [];
    for (const page of pages) {
      const path = localized(locale, page.path);
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(page.status);
      found.push(...englishOnPage(path, await res.text(), texts));
    }
    expect(found).toEqual([]);
  }, 180_000);
});

describe('the English the sweep looks for', () => {
  it('is found on the English pages, so a page left untranslated would fail', async () => {
    const texts = await englishTexts('de');
    const safaris = await (await fetch(`${server.url}/safaris`)).text();
    const found = englishIn(plainText(safaris.slice(safaris.indexOf('<body'))), texts).map((english) => english.text);
    // The interface's words, a trip type's name, a trip's own name and the first line of its card.
    expect(found).toEqual(
      expect.arrayContaining([
        'Sort by',
        'Wildlife Safari',
        'Tarangire & Lake Manyara Short Safari',
        'Arusha to Tarangire',
      ]),
    );
  });
});
