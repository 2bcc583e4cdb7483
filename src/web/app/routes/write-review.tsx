import { useSearchParams } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { WriteReviewPanel } from '#web/features/reviews/components/write-review-panel.js';
import { useT } from '#web/i18n/i18n.js';

/** /reviews/write?token=…: the review invitation's one-time link, for a traveller who never signed in. */
export default function WriteReviewPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <>
      <Seo title={t('Review your trip')} description={t('Tell the next travellers how your trip was.')} noIndex />
      {token ? (
        <WriteReviewPanel token={token} />
      ) : (
        <section className="mx-auto max-w-xl px-4 py-16">
          <h1 className="font-display text-3xl font-semibold">{t('Review your trip')}</h1>
          <FormAlert tone="error" title={t('This link is incomplete')} className="mt-6">
            <p>{t('The review link is missing its code. Please use the link from the e-mail.')}</p>
          </FormAlert>
        </section>
      )}
    </>
  );
}
