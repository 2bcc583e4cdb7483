import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ItemType, Rateable } from '#web/features/personal/api/types.js';
import { itemRef } from '#web/features/personal/lib/item-ref.js';
import { CartButton, CartButtonView } from './cart-button.js';
import { LikeButton, LikeButtonView } from './summary-like-button.js';
import { RateButton, RateButtonView } from './rate-button.js';
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
    <QuickActionsLayout
      item={entity}
      cart={<CartButton item={item} className="w-full" />}
      like={<LikeButton item={item} />}
      rate={<RateButton item={item} onRated={onRated} />}
    />
  );
}

/**
 * The quick actions as the server renders them for every visitor (it knows none): the buttons' looks before the
 * visitor's cart, likes and ratings arrive, without the session, queries and mutations only the browser needs
 * (they were a quarter of a trip page's details to render). The browser hydrates `QuickActions` over this HTML.
 */
export function ServedQuickActions({ item }: QuickActionsProps) {
  return (
    <QuickActionsLayout
      item={item}
      cart={<CartButtonView inCart={false} className="w-full" />}
      like={<LikeButtonView liked={false} />}
      rate={<RateButtonView rating={null} />}
    />
  );
}

function QuickActionsLayout({
  item,
  cart,
  like,
  rate,
}: {
  item: Rateable;
  cart: ReactNode;
  like: ReactNode;
  rate: ReactNode;
}) {
  return (
    <div className="space-y-3">
      <RatingSummary average={item.rating_average} count={item.ratings_count} long className="w-full justify-center" />
      {cart}
      <div className="grid grid-cols-2 gap-3">
        {like}
        {rate}
      </div>
    </div>
  );
}
