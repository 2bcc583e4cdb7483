import { useT } from '#web/i18n/i18n.js';
import { cn } from '#web/lib/cn.js';

// A five-pointed star in a few bytes: a row of stars sits on every testimonial card, in the page's HTML.
const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54-4.75-4.63 6.56-.95z';

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
        <svg
          key={i}
          viewBox="0 0 24 24"
          strokeWidth="2"
          strokeLinejoin="round"
          className={cn('size-4 stroke-current', i < filled ? 'fill-gold text-gold' : 'fill-transparent text-ink/25')}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}

/** Stars for the eye, one sentence for screen readers. */
export function StarRating({ rating, max = 5, className }: StarsProps) {
  const t = useT();
  const filled = Math.round(Math.min(Math.max(rating, 0), max));
  return (
    // A span, so it may sit inside a sentence's <p> (the reviews header) without breaking the HTML.
    <span className={cn('flex items-center', className)}>
      <span className="sr-only">{t('Rated {filled} out of {max}', { filled, max })}</span>
      <Stars rating={filled} max={max} />
    </span>
  );
}
