import { useToggleLike } from '#web/features/personal/api/toggle-like.js';
import type { Like } from '#web/features/personal/api/types.js';
import { Button } from '#web/components/ui/button.js';
import { LikeHeart } from '#web/features/personal/components/like-heart.js';
import { useT } from '#web/i18n/i18n.js';

/** The Likes tab's button: the heart, pressed; pressing it removes the like. */
export function UnlikeButton({ like }: { like: Like }) {
  const t = useT();
  const toggle = useToggleLike();
  const item = { type: like.likeable_type, uuid: like.likeable_uuid, name: like.likeable.name };
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('Unlike {name}', { name: item.name })}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(item)}
    >
      <LikeHeart liked={!toggle.isPending} />
      {t('Unlike')}
    </Button>
  );
}
