import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '#web/i18n/i18n.js';
import { createQueryClient } from '#web/lib/query-client.js';
import { useAppLocation } from '#web/lib/navigation.js';
import { renderToHtml } from '#web/render-to-html.js';
import { island, IslandHostContext } from './island.js';
import { KeptPart, PartKeeperContext } from './kept-part.js';
import { createPartKeeper, KEPT_PER_VERSION, placeKeptParts } from './keep-parts.js';
import { createIslandHost, renderIslands } from './render-islands.js';

function Counter({ start }: { start: number }) {
  const [count] = useState(start);
  return <button type="button">{count}</button>;
}
const CounterIsland = island('counter', Counter);

let footerRenders = 0;
function Footer({ year }: { year: string }) {
  footerRenders++;
  return (
    <footer>
      <p>© {year}</p>
      <CounterIsland start={7} />
    </footer>
  );
}
function WherePart() {
  return <p>{useAppLocation().pathname}</p>;
}

const page = (keptPart: ReactNode) => (
  <main>
    <CounterIsland start={1} />
    {keptPart}
    <CounterIsland start={2} />
  </main>
);

/** A page with the footer kept in the look of its year. */
const footerPage = (look: string) =>
  page(
    <KeptPart name="footer" look={look}>
      <Footer year={look} />
    </KeptPart>,
  );

/** A page's render as entry-server.tsx makes it: its kept parts placed, then its islands rendered. */
async function renderPage(content: ReactNode, version: object, locale: 'en' | 'de' = 'en') {
  const host = createIslandHost();
  const keeper = createPartKeeper();
  const html = await renderToHtml(
    <IslandHostContext value={host}>
      <PartKeeperContext value={keeper}>{content}</PartKeeperContext>
    </IslandHostContext>,
  );
  const placed = await placeKeptParts(html, keeper.parts, {
    version,
    locale,
    currency: 'USD',
    host,
    provide: (element) => element,
  });
  return renderIslands(placed, host.islands, {
    queryClient: createQueryClient(),
    currency: 'USD',
    origin: 'https://example.test',
    location: { pathname: '/tours', search: '' },
    locale,
    i18n: createI18n(locale, {}),
  });
}

describe('kept parts', () => {
  it('give the page the HTML its children give, their islands numbered and rendered in each page', async () => {
    const version = {};
    const kept = await renderPage(
      page(
        <KeptPart name="footer" look="2027">
          <Footer year="2027" />
        </KeptPart>,
      ),
      version,
    );
    const inline = await renderPage(page(<Footer year="2027" />), {});
    const numbersAside = (html: string) => html.replace(/(data-island-id="|_i)\d+/g, '$1N');
    expect(numbersAside(kept.body)).toBe(numbersAside(inline.body));
    expect(kept.body).not.toContain('<template');
    expect(kept.body).not.toContain('<!--island:');
    expect(Object.values(kept.data.islands).map(({ props }) => props)).toEqual(
      expect.arrayContaining([{ start: 1 }, { start: 2 }, { start: 7 }]),
    );
    expect(Object.keys(kept.data.islands)).toHaveLength(3);
  });

  it('are rendered once per version, language and look, and the same in every page', async () => {
    footerRenders = 0;
    const version = {};
    const first = await renderPage(footerPage('2027'), version);
    const second = await renderPage(footerPage('2027'), version);
    expect(second.body).toBe(first.body);
    expect(footerRenders).toBe(1);
    await renderPage(footerPage('2028'), version);
    await renderPage(footerPage('2027'), version, 'de');
    await renderPage(footerPage('2027'), {});
    expect(footerRenders).toBe(4);
  });

  it('are let go for the version when a flood of looks would grow them past the bound, then kept again', async () => {
    footerRenders = 0;
    const version = {};
    // The parts alone, placed as a page's render would leave them: thousands of whole pages are too slow a test.
    const place = async (look: string) => {
      const keeper = createPartKeeper();
      const number = keeper.place('footer', look, <Footer year={look} />);
      return placeKeptParts(`<template data-kept-part="${number}"></template>`, keeper.parts, {
        version,
        locale: 'en',
        currency: 'USD',
        host: createIslandHost(),
        provide: (element) => element,
      });
    };
    expect(await place('first')).toContain('<footer><p>© <!-- -->first</p>');
    for (let look = 1; look < KEPT_PER_VERSION; look++) await place(String(look));
    await place('first');
    expect(footerRenders).toBe(KEPT_PER_VERSION);
    await place('one more');
    await place('first');
    expect(footerRenders).toBe(KEPT_PER_VERSION + 2);
    await place('first');
    expect(footerRenders).toBe(KEPT_PER_VERSION + 2);
    // Two thousand small renders: under a busy CI machine's load they take seconds, not the default five.
  }, 30_000);

  it('may not read the page location, which differs from page to page', async () => {
    await expect(
      renderPage(
        page(
          <KeptPart name="where" look="">
            <WherePart />
          </KeptPart>,
        ),
        {},
      ),
    ).rejects.toThrow(/a kept part must not read the page location/);
  });

  it('are just their children where nothing keeps them (the single-page app)', async () => {
    const html = await renderToHtml(
      <KeptPart name="footer" look="2027">
        <p>© 2027</p>
      </KeptPart>,
    );
    expect(html).toBe('<p>© 2027</p>');
  });
});
