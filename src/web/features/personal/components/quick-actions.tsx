import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ItemType, Rateable } from '#web/features/personal/api/types.js';
import { itemRef } from '#web/features/personal/lib/item-ref.js';
import { CartButton } from './cart-button.js';
import { LikeButton } from './summary-like-button.js';
import { RateButton } from './rate-button.js';
import { RatingSummary } from './rating-summary.js';

interface QuickActionsProps {
  type: ItemType;
  item: Rateable;
  /** the page's query that carries the average, refetched once a rating is saved */
  refreshKey?: QueryKey;
}

/** The side summary's quick actions on a trip or destination page: cart, like and rate. */
export function QuickActions({ type, item: entity, refreshKey }: QuickActionsProps) {
  const queryClient = useQueryClient();
  const item = itemRef(type, entity);
  const onRated = refreshKey ? () => void queryClient.invalidateQueries({ queryKey: refreshKey }) : undefined;
  return (
    <div className="space-y-3">
      <RatingSummary
        average={entity.rating_average}
        count={entity.ratings_count}
        long
        className="w-full justify-center"
      />
      <CartButton item={item} className="w-full" />
      <div className="grid grid-cols-2 gap-3">
        <LikeButton item={item} />
        <RateButton item={item} onRated={onRated} />
      </div>
    </div>
  );
}
