import type { ItemRef } from '#web/features/personal/api/types.js';
import { useLikeToggle } from '#web/features/personal/hooks/use-like-toggle.js';
import { useT } from '#web/i18n/i18n.js';
import { cardHeartClass, LikeHeart } from './like-heart.js';

/** The heart of a trip or destination card: a toggle button, pressed when the user likes the item. */
export default function CardLikeButton({ item }: { item: ItemRef }) {
  const { liked, onClick } = useLikeToggle(item);
  return <CardHeartButton item={item} liked={liked} onClick={onClick} />;
}

/**
 * The heart as the server renders it for every visitor (it knows none): unpressed, and without the session,
 * likes and toggle the browser's heart reads. Its HTML is the browser heart's before the visitor's likes arrive,
 * which is what the browser hydrates over (like-button.component.test.tsx).
 */
export function ServedCardLikeButton({ item }: { item: ItemRef }) {
  return <CardHeartButton item={item} liked={false} />;
}

function CardHeartButton({ item, liked, onClick }: { item: ItemRef; liked: boolean; onClick?: () => void }) {
  const t = useT();
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
