import { buttonVariants } from '#web/components/ui/button.js';
import { cn } from '#web/lib/cn.js';
import type { ItemRef } from '#web/features/personal/api/types.js';
import { useLikeToggle } from '#web/features/personal/hooks/use-like-toggle.js';
import { LikeHeart } from './like-heart.js';

/** The like button of a detail page's side summary: pressed, and reading Liked, when the user likes the item. */
export function LikeButton({ item, className }: { item: ItemRef; className?: string }) {
  const { liked, onClick } = useLikeToggle(item);
  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={onClick}
      className={cn(buttonVariants({ variant: 'outline' }), 'px-4', className)}
    >
      <LikeHeart liked={liked} />
      {liked ? 'Liked' : 'Like'}
    </button>
  );
}
