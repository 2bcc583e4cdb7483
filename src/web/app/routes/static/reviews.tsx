import { parseISO } from 'date-fns';
import { Quote } from 'lucide-react';
import { Seo } from '#web/components/seo.js';
import { useT } from '#web/i18n/i18n.js';
import { paths } from '#web/config/paths.js';
import { CallToAction } from '#web/features/static-pages/components/call-to-action.js';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.js';
import { bannerSrc, PageHeader } from '#web/features/static-pages/components/page-header.js';
import { PageSection } from '#web/features/static-pages/components/page-section.js';
import { StarRating } from '#web/components/ui/star-rating.js';
import { averageRating, REVIEWS } from '#web/features/static-pages/content/reviews.js';
import { formatDate } from '#web/lib/format-date.js';
import { useLocale } from '#web/lib/locale.js';
import { formatDecimalIn } from '#domain/currency/format-number.js';
import type { SiteReviews } from '#domain/api/reviews.js';
import { ReviewCard } from '#web/components/ui/review-card.js';
import { ReviewSummary } from '#web/components/ui/review-summary.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { useSiteReviews } from '#web/features/reviews/api/get-site-reviews.js';

export default function ReviewsPage() {
  const t = useT();
  const bannerAlt = t('The green floor of the Ngorongoro Crater with a soda lake');
  const locale = useLocale();
  const { data: verified, isPending } = useSiteReviews();
  // The spec's sample reviews stand in until a first traveller's review is approved, then step aside.
  const real = verified && verified.summary.count > 0 ? verified : null;
  const average = real ? (real.summary.average ?? 0) : averageRating(REVIEWS);
  const count = real ? real.summary.count : REVIEWS.length;
  return (
    <>
      <Seo
        title={t('Reviews')}
        description={t(
          'What travellers say about their Zanzibar tours, safaris and Kilimanjaro climbs with Kilele Safaris.',
        )}
        image={bannerSrc('ngorongoro-crater')}
        imageAlt={bannerAlt}
      />
      <PageHeader
        eyebrow={t('Reviews')}
        title={t('In our guests’ own words')}
        lead={t('Honeymooners, families, climbers and first-time safari-goers on the trips they took with us.')}
        banner="ngorongoro-crater"
        bannerAlt={bannerAlt}
      >
        <p className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 rounded-full bg-white/10 px-5 py-2.5 backdrop-blur-sm">
          <span aria-hidden="true">
            <StarRating rating={average} className="[&_svg]:size-5" />
          </span>
          <span>
            <span className="font-semibold">
              {t('{rating} out of 5', { rating: formatDecimalIn(locale, average, 1).digits })}
            </span>
            <span className="text-white/80">
              {' · '}
              {t('{count, plural, one {# review} other {# reviews}}', { count })}
            </span>
          </span>
        </p>
      </PageHeader>

      {real ? <VerifiedReviews reviews={real} /> : isPending ? <ReviewsLoading /> : <SampleReviews />}

      <CallToAction
        title={t('Travelled with us?')}
        text={t(
          'We would love to hear how it went. Your story helps the next traveller decide, and helps us get better.',
        )}
        primary={{ label: t('Share your experience'), href: paths.saveTestimonial.getHref() }}
        secondary={{ label: t('Plan a trip'), href: paths.contact.getHref() }}
      />
    </>
  );
}

/** Approved reviews of travellers who went, newest first, with the distribution of their stars. */
function VerifiedReviews({ reviews }: { reviews: SiteReviews }) {
  const t = useT();
  return (
    <PageSection aria-label={t('Verified reviews')}>
      <ReviewSummary summary={reviews.summary} className="mb-10" />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.reviews.map((review, index) => (
          <li key={review.uuid}>
            <ReviewCard review={review} tripName={review.trip.name} tone={index} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

function ReviewsLoading() {
  const t = useT();
  return (
    <PageSection aria-label={t('Guest reviews')}>
      <div role="status" aria-label={t('Loading…')} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-64 rounded-2xl" />
        ))}
      </div>
    </PageSection>
  );
}

/** The spec's sample reviews: what /reviews shows before any traveller's review is approved. */
function SampleReviews() {
  const t = useT();
  const locale = useLocale();
  return (
    <PageSection aria-label={t('Guest reviews')}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {REVIEWS.map((review, index) => (
          <li key={review.name}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-ink/10">
              <div className="flex items-center justify-between">
                <StarRating rating={review.rating} />
                <Quote aria-hidden="true" className="size-6 text-gold/60" />
              </div>
              <blockquote className="mt-4 mb-6 text-lg leading-relaxed text-ink/85">
                <p>{t(review.text)}</p>
              </blockquote>
              <figcaption className="mt-auto flex items-center gap-4 border-t border-ink/10 pt-5">
                <InitialsAvatar name={review.name} tone={index} className="size-11 text-base" />
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{review.name}</p>
                  <p className="text-sm text-ink/65">
                    {t(review.country)} · {t(review.trip)} ·{' '}
                    <time dateTime={review.travelled}>
                      {formatDate(parseISO(`${review.travelled}-01`), 'monthShort', locale)}
                    </time>
                  </p>
                </div>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
