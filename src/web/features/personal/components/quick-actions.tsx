import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ItemRef } from '#web/features/personal/api/types.js';
import { CartButton } from './cart-button.js';
import { LikeButton } from './summary-like-button.js';
import { RateButton } from './rate-button.js';
import { RatingSummary } from './rating-summary.js';

interface QuickActionsProps {
  item: ItemRef;
  /** the item's average rating and how many ratings it has (the catalogue sends both) */
  ratingAverage: number | null | undefined;
  ratingsCount: number | null | undefined;
  /** the page's query that carries the average, refetched once a rating is saved */
  refreshKey?: QueryKey;
}

/** The side summary's quick actions on a trip or destination page: cart, like and rate. */
export function QuickActions({ item, ratingAverage, ratingsCount, refreshKey }: QuickActionsProps) {
  const queryClient = useQueryClient();
  const onRated = refreshKey ? () => void queryClient.invalidateQueries({ queryKey: refreshKey }) : undefined;
  return (
    <div className="space-y-3">
      <RatingSummary average={ratingAverage} count={ratingsCount} long className="w-full justify-center" />
      <CartButton item={item} className="w-full" />
      <div className="grid grid-cols-2 gap-3">
        <LikeButton item={item} />
        <RateButton item={item} onRated={onRated} />
      </div>
    </div>
  );
}
