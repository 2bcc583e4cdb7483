import type { ItemRef } from '#web/features/personal/api/types.js';
import { useLikeToggle } from '#web/features/personal/hooks/use-like-toggle.js';
import { useT } from '#web/i18n/i18n.js';
import { cardHeartClass, LikeHeart } from './like-heart.js';

/** The heart of a trip or destination card: a toggle button, pressed when the user likes the item. */
export default function CardLikeButton({ item }: { item: ItemRef }) {
  const t = useT();
  const { liked, onClick } = useLikeToggle(item);
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={t('Like {name}', { name: item.name })}
      onClick={onClick}
      className={cardHeartClass}
    >
      <LikeHeart liked={liked} />
    </button>
  );
}
