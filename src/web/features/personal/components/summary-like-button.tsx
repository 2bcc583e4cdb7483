import { buttonVariants } from '#web/components/ui/button.js';
import { cn } from '#web/lib/cn.js';
import type { ItemRef } from '#web/features/personal/api/types.js';
import { useLikeToggle } from '#web/features/personal/hooks/use-like-toggle.js';
import { useT } from '#web/i18n/i18n.js';
import { LikeHeart } from './like-heart.js';

/** The like button of a detail page's side summary: pressed, and reading Liked, when the user likes the item. */
export function LikeButton({ item, className }: { item: ItemRef; className?: string }) {
  const { liked, onClick } = useLikeToggle(item);
  return <LikeButtonView liked={liked} onClick={onClick} className={className} />;
}

/** The like button's look: also what the server renders for every visitor (quick-actions.tsx, ServedQuickActions). */
export function LikeButtonView({
  liked,
  onClick,
  className,
}: {
  liked: boolean;
  onClick?: () => void;
  className?: string | undefined;
}) {
  const t = useT();
  // Both labels are asked for on every render, the server's too: the one a signed-in visitor sees after
  // hydration then travels in the page's data, in the page's language, before the whole catalogue loads.
  const labels = { liked: t('Liked'), like: t('Like') };
  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={onClick}
      className={cn(buttonVariants({ variant: 'outline' }), 'px-4', className)}
    >
      <LikeHeart liked={liked} />
      {liked ? labels.liked : labels.like}
    </button>
  );
}
