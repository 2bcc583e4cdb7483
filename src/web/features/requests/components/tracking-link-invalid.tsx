import { AppLink } from '#web/lib/navigation.js';
import { buttonVariants } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { useT } from '#web/i18n/i18n.js';

/** A bad or shortened link: no hint of whether the reference exists, and two ways on. */
export function TrackingLinkInvalid({ message }: { message: string }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-2xl bg-white px-6 py-10 text-center shadow-sm">
      <h1 className="font-display text-3xl font-semibold">{t('We could not open this request')}</h1>
      <p className="mx-auto mt-3 max-w-md text-ink/75">{t(message)}</p>
      <p className="mx-auto mt-2 max-w-md text-ink/75">
        {t('Copy the whole link from the e-mail, or sign in to see your bookings in your dashboard.')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <AppLink to={paths.dashboard.getHref('bookings')} className={buttonVariants({ size: 'lg' })}>
          {t('My bookings')}
        </AppLink>
        <AppLink to={paths.contact.getHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {t('Contact us')}
        </AppLink>
      </div>
    </div>
  );
}
