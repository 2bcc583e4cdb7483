import type { ReactNode } from 'react';
import { BannerBackdrop } from '#web/components/ui/banner-backdrop.js';
import { msg, useT } from '#web/i18n/i18n.js';

export const HERO_IMAGE = '/images/home-hero-banner-1280.webp';
/** marked for the catalogues: shown with `t()` */
export const HERO_IMAGE_ALT = msg('A wooden dhow under sail on turquoise water off Zanzibar at sunset');

/** The home banner; the page puts the search bar in `children` so the hero stays presentational. */
export function Hero({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden bg-ink">
      {/* Gradients behind the headline and under the search bar keep white text AA; on phones the
          picture stands clear above the headline, which starts where it fades into ink. */}
      <BannerBackdrop
        src={HERO_IMAGE}
        alt={t(HERO_IMAGE_ALT)}
        width={1280}
        height={533}
        imageClassName="-scale-x-100 object-cover object-[34%_center] lg:object-[50%_center]"
        overlays={[
          'bg-ink/55 lg:bg-transparent lg:bg-linear-to-r lg:from-ink/80 lg:via-ink/45 lg:to-ink/5',
          'bg-linear-to-t from-ink/85 via-ink/10 to-transparent',
        ]}
        phone={{ overlay: 'bg-linear-to-t from-ink via-ink/70 via-25% to-transparent to-60%' }}
      />

      <div className="mx-auto -mt-16 flex max-w-7xl flex-col justify-end px-4 pb-10 sm:mt-0 sm:min-h-[38rem] sm:px-6 sm:pt-24 lg:min-h-[42rem] lg:px-8 lg:pb-16">
        <p className="text-sm font-semibold tracking-[0.18em] text-gold uppercase">Stone Town · Arusha</p>
        <h1
          id="home-hero-title"
          className="mt-4 max-w-4xl text-[2.5rem] leading-[1.05] font-medium tracking-tight text-balance text-white sm:text-6xl lg:text-[4.25rem]"
        >
          {t('Zanzibar tours and Tanzania safaris, planned by people who live here')}
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-pretty text-white/90">
          {t(
            'Tell us where and when. Within 24 hours a planner from our team answers with an honest plan and clear per-person prices, and nothing to pay until it feels right.',
          )}
        </p>
        {children && <div className="mt-9 w-full max-w-5xl lg:mt-12">{children}</div>}
      </div>
    </section>
  );
}
