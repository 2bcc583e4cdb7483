import { describe, expect, it } from 'vitest';
import { island } from '#web/islands/island.js';
import { servedIslands } from '#web/test/served-island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import { QuickActions, ServedQuickActions } from './quick-actions.js';

const trip = {
  uuid: '7d1c0b8e-5a3f-4c2e-9b1a-0f6e2d4c8a10',
  name: 'Serengeti Migration',
  rating_average: 4.5,
  ratings_count: 12,
} as const;
const InBrowser = island(
  'actions-in-browser',
  withPageQueries(() => <QuickActions type="trip" item={trip} />),
);
const OnServer = island(
  'actions-on-server',
  withPageQueries(() => <ServedQuickActions type="trip" item={trip} />),
);

describe("a detail page's quick actions on the server", () => {
  it('are the HTML the browser’s hydrate over, for a visitor the server does not know', async () => {
    const browser = await servedIslands(<InBrowser />, { locale: 'de', pathname: '/safari/x' });
    const server = await servedIslands(<OnServer />, { locale: 'de', pathname: '/safari/x' });
    expect(server.body).toBe(browser.body);
    expect(server.body).toContain('aria-pressed="false"');
  });

  it('carry the labels a signed-in visitor sees after hydration, and read no query', async () => {
    const browser = await servedIslands(<InBrowser />, { locale: 'de', pathname: '/safari/x' });
    const server = await servedIslands(<OnServer />, { locale: 'de', pathname: '/safari/x' });
    expect(server.data.messages).toEqual(browser.data.messages);
    expect(Object.keys(server.data.messages)).toEqual(
      expect.arrayContaining(['Remove from cart', 'Add to cart', 'Liked', 'Like', 'Rate']),
    );
    expect(server.body).toContain('In den Warenkorb');
    expect(server.data.queries.queries).toEqual([]);
  });
});
