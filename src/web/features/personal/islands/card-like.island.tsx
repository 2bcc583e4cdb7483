import { island } from '#web/islands/island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import CardLikeButton from '#web/features/personal/components/like-button.js';

/**
 * A card's heart: the server renders it unpressed; the visitor's likes arrive with the island, which hydrates
 * when its card comes near the screen (most cards start below the fold).
 */
export default island('card-like', withPageQueries(CardLikeButton), { hydrate: 'visible' });
