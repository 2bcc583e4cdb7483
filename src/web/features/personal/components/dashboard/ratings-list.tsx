import type { UserRating } from '#domain/api/personal.js';
import { ratingLabel } from '#domain/schemas/rating.js';
import { Stars } from '#web/components/ui/star-rating.js';
import { formatDay } from '#web/features/personal/lib/dashboard-items.js';
import { ItemList, ItemRow } from './item-row.js';
import { RatingActions } from './rating-actions.js';
import { useT } from '#web/i18n/i18n.js';
import { useLocale } from '#web/lib/locale.js';

function RatingStars({ rating }: { rating: number }) {
  const t = useT();
  const label = ratingLabel(rating);
  return (
    <p className="flex items-center gap-2">
      <Stars rating={rating} />
      <span className="font-semibold text-ink">
        <span className="sr-only">{`${t('Rated {rating} out of 5:', { rating })} `}</span>
        {label && t(label)}
      </span>
    </p>
  );
}

/** The Ratings tab: the stars and comment given to each item, with edit and delete. */
export function RatingsList({ ratings }: { ratings: UserRating[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ItemList empty={t('You have not rated anything yet.')}>
      {ratings.map((rating) => (
        <ItemRow key={rating.uuid} card={rating.rateable} aside={<RatingActions rating={rating} />}>
          <RatingStars rating={rating.rating} />
          <p className="mt-1 line-clamp-3 text-ink/80">{rating.comment}</p>
          <p className="mt-1 text-xs text-ink/65">{formatDay(rating.updated_at ?? rating.created_at, locale)}</p>
        </ItemRow>
      ))}
    </ItemList>
  );
}
