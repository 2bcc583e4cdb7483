import { describe, expect, it } from 'vitest';
import { island } from '#web/islands/island.js';
import { servedIslands } from '#web/test/served-island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import CardLikeButton from '#web/features/personal/components/like-button.js';
import CardLike from './card-like.island.js';

const item = { type: 'trip', uuid: '7d1c0b8e-5a3f-4c2e-9b1a-0f6e2d4c8a10', name: 'Serengeti Migration' } as const;
// The heart the browser hydrates, as the server rendered it before it served the light one.
const BrowserHeart = island('card-like-in-full', withPageQueries(CardLikeButton, { prices: false }), {
  hydrate: 'visible',
});

describe('a card heart on the server', () => {
  it('is the HTML the browser heart hydrates over, for a visitor the server does not know', async () => {
    const light = await servedIslands(<CardLike item={item} />);
    const full = await servedIslands(<BrowserHeart item={item} />);
    expect(light.body).toBe(full.body);
    expect(light.body).toContain('aria-pressed="false" aria-label="Like Serengeti Migration"');
  });

  it('reads no query: the likes and the session are the browser heart’s to read', async () => {
    const { data } = await servedIslands(<CardLike item={item} />);
    expect(data.queries.queries).toEqual([]);
    expect(data.islands).toEqual({ 1: { name: 'card-like', props: { item } } });
  });
});
