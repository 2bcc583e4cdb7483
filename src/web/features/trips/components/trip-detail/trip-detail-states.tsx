import { Compass, RefreshCw } from 'lucide-react';
import { AppLink } from '#web/lib/navigation.js';
import { Button, buttonVariants } from '#web/components/ui/button.js';
import { Seo } from '#web/components/seo.js';
import { paths } from '#web/config/paths.js';
import { useT } from '#web/i18n/i18n.js';
import { cn } from '#web/lib/cn.js';
import type { TripVariantConfig } from './trip-variant.js';

/** A 404 from the API: the trip does not exist or is no longer published. */
export function TripNotFound({ variant }: { variant: TripVariantConfig }) {
  const t = useT();
  return (
    <StatePanel accentClass={variant.accentClass}>
      <Seo title={t(variant.notFound)} description={t(variant.notFoundDescription)} />
      <Compass aria-hidden="true" className="mx-auto size-12 text-[var(--accent)]" strokeWidth={1.5} />
      <h1 className="mt-6 text-4xl text-ink sm:text-5xl">{t(variant.notFound)}</h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-ink/70">{t(variant.notFoundText)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <AppLink to={variant.listHref} className={buttonVariants()}>
          {t(variant.browseLabel)}
        </AppLink>
        <AppLink to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
          {t('Return Home')}
        </AppLink>
      </div>
    </StatePanel>
  );
}

/** Any other failure, or no uuid at all: the variant's 'unavailable' heading, the reason (translated) and a Refresh button. */
export function TripUnavailable({ variant, message }: { variant: TripVariantConfig; message: string }) {
  const t = useT();
  return (
    <StatePanel accentClass={variant.accentClass}>
      <Seo title={t(variant.unavailable)} description={message} />
      <div role="alert">
        <h1 className="text-3xl text-ink sm:text-4xl">{t(variant.unavailable)}</h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-ink/70">{message}</p>
      </div>
      <Button variant="outline" className="mt-8" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('Refresh')}
      </Button>
    </StatePanel>
  );
}

function StatePanel({ accentClass, children }: { accentClass: string; children: React.ReactNode }) {
  return (
    <div className={cn(accentClass, 'bg-sand px-5 py-24 sm:py-32')}>
      <div className="mx-auto max-w-2xl rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-ink/10 sm:px-12">
        {children}
      </div>
    </div>
  );
}
