import type { Like } from '#domain/api/personal.js';
import { ItemList, ItemRow } from './item-row.js';
import { UnlikeButton } from './unlike-button.js';
import { useT } from '#web/i18n/i18n.js';

/** The Likes tab: every liked trip and destination, each linking to its page. */
export function LikesList({ likes }: { likes: Like[] }) {
  const t = useT();
  return (
    <ItemList empty={t('You have not liked any trips or destinations yet.')}>
      {likes.map((like) => (
        <ItemRow key={like.uuid} card={like.likeable} aside={<UnlikeButton like={like} />} />
      ))}
    </ItemList>
  );
}
