import { Heart } from 'lucide-react';
import { cn } from '#web/lib/cn.js';

/** The heart icon: coral and filled when liked (the site's palette keeps sunset coral for likes). */
export function LikeHeart({ liked }: { liked: boolean }) {
  return (
    <Heart
      aria-hidden="true"
      className={cn('size-5 transition-colors duration-200', liked ? 'fill-coral text-coral' : 'text-current')}
    />
  );
}

/** The round button on a card's image corner; shared by the heart and its placeholder. */
export const cardHeartClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-md ring-1 ring-ink/10 backdrop-blur-sm transition-transform duration-200 hover:scale-105 hover:bg-white active:scale-95 motion-reduce:transition-none';
