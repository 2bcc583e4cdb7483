import { buttonVariants } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { paths } from '#web/config/paths.js';
import { useT } from '#web/i18n/i18n.js';
import { AppLink } from '#web/lib/navigation.js';

/** After sending: thanks, and what happens next. */
export function ReviewThanks() {
  const t = useT();
  return (
    <div className="space-y-6">
      <FormAlert tone="success" title={t('Asante sana — thank you!')}>
        <p>{t('Your review has reached us. It appears on our website once our team has read it.')}</p>
      </FormAlert>
      <AppLink
        to={paths.reviews.getHref()}
        className={buttonVariants({ variant: 'outline', size: 'lg', className: 'h-auto min-h-12 py-2.5 text-center' })}
      >
        {t('Read other travellers’ reviews')}
      </AppLink>
    </div>
  );
}

/** A link used already (or never made): said kindly, with somewhere to go. */
export function ReviewLinkUsed() {
  const t = useT();
  return (
    <div className="space-y-6">
      <FormAlert tone="info" title={t('This review link has been used already')}>
        <p>
          {t(
            'Each link works once, so if you sent your review already: thank you, it has reached us. If you think something went wrong, simply reply to our e-mail.',
          )}
        </p>
      </FormAlert>
      <AppLink
        to={paths.reviews.getHref()}
        className={buttonVariants({ variant: 'outline', size: 'lg', className: 'h-auto min-h-12 py-2.5 text-center' })}
      >
        {t('Read other travellers’ reviews')}
      </AppLink>
    </div>
  );
}
