import { ArrowRight } from 'lucide-react';
import { AppLink } from '#web/lib/navigation.js';
import { buttonVariants } from '#web/components/ui/button.js';
import { ResponsiveImage } from '#web/components/ui/responsive-image.js';
import { agency } from '#web/config/agency.js';
import { paths } from '#web/config/paths.js';
import { BELOW_THE_FOLD } from '#web/lib/below-the-fold.js';
import { useT } from '#web/i18n/i18n.js';

/** A short agency story: two images for the two sides of the trip, the island and the mainland. */
export function AboutBlock() {
  const t = useT();
  return (
    <section aria-labelledby="about-title" className={`bg-sand ${BELOW_THE_FOLD}`}>
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-20 lg:px-8 lg:py-24">
        <div className="relative pr-10 pb-16 sm:pr-24 lg:pr-16">
          <ResponsiveImage
            src="/images/stone-town-card-800.webp"
            alt={t('The waterfront of Stone Town, Zanzibar, with a dhow in the harbour')}
            width={800}
            height={600}
            sizes="(min-width: 1024px) 40vw, 85vw"
            className="aspect-[4/3] w-full rounded-2xl shadow-lg"
          />
          <ResponsiveImage
            src="/images/kilimanjaro-card-800.webp"
            alt={t('Elephants on the plains below Kilimanjaro at dusk')}
            width={800}
            height={600}
            sizes="(min-width: 1024px) 22vw, 50vw"
            className="absolute right-0 bottom-0 aspect-[4/3] w-1/2 rounded-2xl shadow-xl ring-6 ring-sand"
          />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-[0.16em] text-gold-dark uppercase">
            {t('About {name}', { name: agency.name })}
          </p>
          <h2 id="about-title" className="mt-2 text-3xl leading-tight text-ink sm:text-4xl">
            {t('Kilele means summit. We started at the bottom of one.')}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink/80">
            <p>
              {t(
                'We began as guides: one leading walks through the spice farms and alleys of Stone Town, one driving the road from Arusha to the Serengeti. Travellers kept asking us to plan the rest of their trip, so we did, and then we made it our work.',
              )}
            </p>
            <p>
              {t(
                'Today a small team in Zanzibar and Arusha plans each journey by hand, with drivers, skippers and lodges we know by name. We tell you what a trip really costs and when the parks are at their best, even when the honest answer is to wait.',
              )}
            </p>
          </div>
          <AppLink
            to={paths.about.getHref()}
            className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'mt-8' })}
          >
            {t('Our story')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </AppLink>
        </div>
      </div>
    </section>
  );
}
