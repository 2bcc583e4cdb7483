import { BadgeCheck } from 'lucide-react';
import type { PublicReview } from '#domain/api/reviews.js';
import { useT } from '#web/i18n/i18n.js';
import { cn } from '#web/lib/cn.js';
import { useLocale } from '#web/lib/locale.js';
import { TRAVELLED_AS_LABELS, travelMonth } from '#web/lib/review-words.js';
import { InitialsAvatar } from './initials-avatar.js';
import { StarRating } from './star-rating.js';

interface ReviewCardProps {
  review: PublicReview;
  /** the trip's name, on a page of every trip's reviews (/reviews) */
  tripName?: string | undefined;
  tone?: number;
  className?: string;
}

/** One verified review: stars, title, the story, who wrote it and when they travelled, and the agency's answer. */
export function ReviewCard({ review, tripName, tone = 0, className }: ReviewCardProps) {
  const t = useT();
  const locale = useLocale();
  const details = [
    review.country,
    review.travelled_as ? t(TRAVELLED_AS_LABELS[review.travelled_as]) : null,
    tripName,
  ].filter(Boolean);
  return (
    <article className={cn('flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10', className)}>
      <StarRating rating={review.rating} />
      <h3 className="mt-3 font-display text-lg font-semibold text-balance text-ink">{review.title}</h3>
      <div className="mb-5">
        <p className="mt-2 leading-relaxed whitespace-pre-line text-ink/85">{review.body}</p>
        {review.reply && (
          <div className="mt-4 rounded-xl bg-sand px-4 py-3 text-sm">
            <p className="font-semibold text-ink">{t('Answer from Kilele Safaris')}</p>
            <p className="mt-1 leading-relaxed whitespace-pre-line text-ink/80">{review.reply.body}</p>
          </div>
        )}
      </div>
      <footer className="mt-auto flex items-center gap-3 border-t border-ink/10 pt-4">
        <InitialsAvatar name={review.traveller_name} tone={tone} className="size-10 text-sm" />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-ink">{review.traveller_name}</p>
          {details.length > 0 && <p className="text-ink/70">{details.join(' · ')}</p>}
          <p className="inline-flex items-center gap-1 font-semibold text-acacia">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('Verified traveller')}
          </p>
          <p className="text-ink/70">
            {t('Travelled in {month}', { month: travelMonth(review.travelled_on, locale) })}
          </p>
        </div>
      </footer>
    </article>
  );
}
