import { Star } from 'lucide-react';
import { cn } from '#web/lib/cn.js';

interface StarRatingProps {
  rating: number;
  max?: number;
  className?: string;
}

/** Stars for the eye, one sentence for screen readers. */
export function StarRating({ rating, max = 5, className }: StarRatingProps) {
  const filled = Math.round(Math.min(Math.max(rating, 0), max));
  return (
    <p className={cn('flex items-center gap-0.5', className)}>
      <span className="sr-only">{`Rated ${filled} out of ${max}`}</span>
      {Array.from({ length: max }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i < filled ? 'fill-gold text-gold' : 'fill-transparent text-ink/25')}
        />
      ))}
    </p>
  );
}
