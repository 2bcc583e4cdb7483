import { Eye, LinkIcon } from 'lucide-react';
import { Seo } from '#web/components/seo.js';
import { useT } from '#web/i18n/i18n.js';

/** The strip over a preview, so nobody mistakes a draft for the live page (or screenshots it as one). */
export function PreviewBanner({ published }: { published: boolean }) {
  const t = useT();
  return (
    <div className="bg-ink px-4 py-2 text-center text-sm font-semibold text-white">
      <Eye aria-hidden="true" className="mr-2 inline size-4 align-[-3px]" />
      {published ? t('Preview — published') : t('Preview — not published')}
    </div>
  );
}

/** A preview link that is wrong or has run out: the way to a fresh one. */
export function PreviewExpired() {
  const t = useT();
  return (
    <div className="bg-sand px-5 py-24 sm:py-32">
      <Seo title={t('Preview not available')} description={t('This preview link is not valid any more.')} noIndex />
      <div className="mx-auto max-w-2xl rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-ink/10 sm:px-12">
        <LinkIcon aria-hidden="true" className="mx-auto size-12 text-ink/70" strokeWidth={1.5} />
        <h1 className="mt-6 text-4xl text-ink">{t('Preview not available')}</h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-ink/70">
          {t('This preview link has expired or is not valid. Open Preview again from the back office for a fresh one.')}
        </p>
      </div>
    </div>
  );
}

/** What a preview shows where the booking or inquiry form will be once the item is published. */
export function PreviewFormNote({ what }: { what: 'bookings' | 'inquiries' }) {
  const t = useT();
  return (
    <p className="rounded-2xl bg-sand p-6 text-ink/75">
      {what === 'bookings'
        ? t('This is a preview: bookings open here once it is published, exactly as on the live page.')
        : t('This is a preview: inquiries open here once it is published, exactly as on the live page.')}
    </p>
  );
}
