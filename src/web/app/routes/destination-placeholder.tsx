import { ArrowRight, Compass } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.js';
import { DetailHero } from '#web/components/ui/detail-hero.js';
import { Seo } from '#web/components/seo.js';
import { paths } from '#web/config/paths.js';
import { msg, useT } from '#web/i18n/i18n.js';
import { placeholderBanner, placeholderName } from '#web/features/destinations/lib/placeholder-name.js';

const NEXT_STEPS = [
  {
    href: paths.tours.getHref(),
    title: msg('Zanzibar tours'),
    text: msg('Stone Town, spice farms, sandbanks and reefs.'),
  },
  {
    href: paths.safaris.getHref(),
    title: msg('Tanzania safaris'),
    text: msg('Serengeti, Ngorongoro, Tarangire and beyond.'),
  },
  {
    href: paths.contact.getHref(),
    title: msg('Plan with us'),
    text: msg('Tell us your dates and we shape the trip around you.'),
  },
];

/**
 * /destinations/{slug}: a named hero and the ways on while the full guide is written. Any slug answers, and
 * the catalogue's destinations live at /destination/{uuid}: a placeholder is kept out of search results.
 */
export default function DestinationPlaceholderPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const name = placeholderName(slug);
  return (
    <div className="pb-24">
      <Seo
        title={name}
        description={t(
          '{name}: our full travel guide is coming soon. Explore Zanzibar tours and Tanzania safaris meanwhile.',
          { name },
        )}
        noIndex
      />
      <DetailHero
        titleId="placeholder-title"
        title={name}
        banner={placeholderBanner(slug)}
        bannerAlt=""
        compact
        eyebrow={<p className="text-sm font-semibold tracking-widest text-gold uppercase">{t('Destination guide')}</p>}
      />

      <div className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8">
        <div className="flex max-w-2xl gap-4">
          <Compass aria-hidden="true" className="mt-1 size-7 shrink-0 text-ocean-dark" strokeWidth={1.5} />
          <div>
            <h2 className="text-3xl text-ink">{t('Full guide coming soon')}</h2>
            <p className="mt-3 text-lg text-ink/75">
              {t(
                'We are writing our guide to {name}: where to stay, what to do and the best time to go. Until then, our tours and safaris already visit the highlights, and our team is happy to help you plan.',
                { name },
              )}
            </p>
          </div>
        </div>

        <ul className="mt-12 grid gap-4 sm:grid-cols-3">
          {NEXT_STEPS.map((step) => (
            <li key={step.href}>
              <Link
                to={step.href}
                className="group flex h-full flex-col rounded-2xl bg-sand p-6 transition-shadow duration-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-gold"
              >
                <span className="font-display text-xl text-ink">{t(step.title)}</span>
                <span className="mt-2 flex-1 text-ink/70">{t(step.text)}</span>
                <ArrowRight
                  aria-hidden="true"
                  className="mt-5 size-5 text-gold-dark transition-transform duration-200 group-hover:translate-x-1 motion-reduce:transition-none"
                />
              </Link>
            </li>
          ))}
        </ul>
        <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline', className: 'mt-10' })}>
          {t('Return Home')}
        </Link>
      </div>
    </div>
  );
}
