import type { ItemType, Rateable } from '#web/features/personal/api/types.js';
import { itemRef } from '#web/features/personal/lib/item-ref.js';
import CardLikeIsland from '#web/features/personal/islands/card-like.island.js';
import { RatingSummary } from './rating-summary.js';

/** What a list page hands a card for its image corner: the heart. */
export const cardLike = (type: ItemType, item: Rateable) => <CardLikeIsland item={itemRef(type, item)} />;

/** What a list page hands a card beside its price: the average rating, when there is one. */
export const cardRating = (item: Rateable, tone?: 'dark' | 'light') => (
  <RatingSummary average={item.rating_average} count={item.ratings_count} tone={tone} />
);
