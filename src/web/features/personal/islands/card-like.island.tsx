import { island } from '#web/islands/island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import CardLikeButton, { ServedCardLikeButton } from '#web/features/personal/components/like-button.js';

/**
 * A card's heart: the server renders it unpressed, without the queries (a page of cards rendered them a dozen
 * times for nothing); the visitor's likes arrive with the island, which hydrates when its card comes near the
 * screen (most cards start below the fold). It shows no price, so it brings no live rate.
 */
export default island('card-like', withPageQueries(CardLikeButton, { prices: false }), {
  hydrate: 'visible',
  served: ServedCardLikeButton,
});
