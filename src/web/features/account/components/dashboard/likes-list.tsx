import type { Like } from '#domain/api/personal.js';
import type { DashboardActions } from './dashboard-actions.js';
import { ItemList, ItemRow } from './item-row.js';

/** The Likes tab: every liked trip and destination, each linking to its page. */
export function LikesList({ likes, action }: { likes: Like[]; action: DashboardActions['like'] }) {
  return (
    <ItemList empty="You have not liked any trips or destinations yet.">
      {likes.map((like) => (
        <ItemRow key={like.uuid} card={like.likeable} aside={action?.(like)} />
      ))}
    </ItemList>
  );
}
