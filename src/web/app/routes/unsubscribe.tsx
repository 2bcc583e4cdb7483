import { useSearchParams } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { UnsubscribePanel } from '#web/features/newsletter/components/unsubscribe-panel.js';
import { agency } from '#web/config/agency.js';
import { useT } from '#web/i18n/i18n.js';

/** /unsubscribe?token=…: the newsletter's one-click link, for a visitor who never signed in. */
export default function UnsubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <>
      <Seo
        title={t('Unsubscribe from the newsletter')}
        description={t('Stop receiving the {agency} newsletter.', { agency: agency.name })}
        noIndex
      />
      <section aria-labelledby="unsubscribe-title" className="mx-auto max-w-xl space-y-6 px-4 py-16">
        <h1 id="unsubscribe-title" className="font-display text-3xl font-semibold">
          {t('Unsubscribe from the newsletter')}
        </h1>
        {token ? (
          <UnsubscribePanel token={token} />
        ) : (
          <FormAlert tone="error" title={t('This link is incomplete')}>
            <p>{t('The unsubscribe link is missing its code. Please use the link from the e-mail.')}</p>
          </FormAlert>
        )}
      </section>
    </>
  );
}
