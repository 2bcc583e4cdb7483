import { Star } from 'lucide-react';
import { cn } from '#web/lib/cn.js';

interface StarsProps {
  rating: number;
  max?: number;
  className?: string;
}

/** The stars alone, for the eye: the caller says the rating in words for screen readers. */
export function Stars({ rating, max = 5, className }: StarsProps) {
  const filled = Math.round(Math.min(Math.max(rating, 0), max));
  return (
    <span aria-hidden="true" className={cn('flex gap-0.5', className)}>
      {Array.from({ length: max }, (_, i) => (
        <Star key={i} className={cn('size-4', i < filled ? 'fill-gold text-gold' : 'fill-transparent text-ink/25')} />
      ))}
    </span>
  );
}

/** Stars for the eye, one sentence for screen readers. */
export function StarRating({ rating, max = 5, className }: StarsProps) {
  const filled = Math.round(Math.min(Math.max(rating, 0), max));
  return (
    // A span, so it may sit inside a sentence's <p> (the reviews header) without breaking the HTML.
    <span className={cn('flex items-center', className)}>
      <span className="sr-only">{`Rated ${filled} out of ${max}`}</span>
      <Stars rating={filled} max={max} />
    </span>
  );
}
