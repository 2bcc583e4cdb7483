import { Skeleton } from '#web/components/ui/skeleton.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { useT } from '#web/i18n/i18n.js';
import { ApiError } from '#web/lib/api-client.js';
import { useLocale } from '#web/lib/locale.js';
import { useReviewInvitation } from '#web/features/reviews/api/get-review-invitation.js';
import { travelMonth } from '#web/lib/review-words.js';
import { ReviewForm } from './review-form.js';
import { ReviewLinkUsed } from './review-states.js';

/** /reviews/write?token=…: the card with the trip it is about and the form, or why the link opens nothing. */
export function WriteReviewPanel({ token }: { token: string }) {
  const t = useT();
  const locale = useLocale();
  const invitation = useReviewInvitation(token);
  return (
    <div className="bg-sand px-0 sm:px-6 sm:py-12 lg:py-16">
      <section
        aria-labelledby="write-review-title"
        className="mx-auto max-w-2xl bg-white px-5 py-10 sm:rounded-3xl sm:px-10 sm:py-12 sm:shadow-sm"
      >
        <p className="text-sm font-semibold tracking-wide text-gold-dark uppercase">{t('Verified review')}</p>
        <h1 id="write-review-title" className="mt-2 font-display text-3xl font-semibold text-balance md:text-4xl">
          {invitation.data ? t('How was {trip}?', { trip: invitation.data.trip_name }) : t('Review your trip')}
        </h1>
        {invitation.data && (
          <p className="mt-3 leading-relaxed text-ink/75">
            {t('You travelled with us in {month}. Your words help the next traveller decide.', {
              month: travelMonth(invitation.data.travelled_on, locale),
            })}
          </p>
        )}
        <div className="mt-8">
          {invitation.isPending ? (
            <div role="status" aria-label={t('Loading…')} className="space-y-4">
              <Skeleton className="h-10 w-56" />
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          ) : invitation.data ? (
            <ReviewForm token={token} />
          ) : invitation.error instanceof ApiError && invitation.error.status === 404 ? (
            <ReviewLinkUsed />
          ) : (
            <FormAlert tone="error" title={t('The review form could not be loaded. Please try again later.')} />
          )}
        </div>
      </section>
    </div>
  );
}
