import type { ReactNode } from 'react';
import { Breadcrumb } from '#web/components/ui/breadcrumb.js';
import { BannerBackdrop } from '#web/components/ui/banner-backdrop.js';

interface ListHeroProps {
  title: string;
  eyebrow: string;
  banner: string;
  bannerAlt: string;
  children?: ReactNode;
}

/** The banner of a list page: a wide photo under a dark gradient so the title stays legible. */
export function ListHero({ title, eyebrow, banner, bannerAlt, children }: ListHeroProps) {
  return (
    <section aria-labelledby="list-hero-title" className="relative isolate overflow-hidden bg-ink">
      <BannerBackdrop
        src={banner}
        alt={bannerAlt}
        height={720}
        overlays={[
          'bg-gradient-to-t from-ink/85 via-ink/45 to-ink/20 sm:bg-gradient-to-r sm:from-ink/80 sm:via-ink/45 sm:to-transparent',
        ]}
        phone={{
          overlay: 'aspect-[16/9] bg-linear-to-t from-ink via-ink/70 via-25% to-transparent to-60%',
          imageClassName: 'max-sm:aspect-[16/9]',
        }}
      />
      <div className="mx-auto -mt-12 flex max-w-7xl flex-col justify-end px-4 pb-10 sm:mt-0 sm:min-h-[23rem] sm:px-6 sm:pt-20 sm:pb-14 lg:px-8">
        <Breadcrumb crumbs={[{ label: title }]} />
        <p className="mt-6 text-xs font-semibold tracking-[0.2em] text-white/85 uppercase">{eyebrow}</p>
        <h1 id="list-hero-title" className="mt-2 max-w-2xl text-4xl leading-tight text-white sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        {children && <div className="mt-4 max-w-xl text-base leading-relaxed text-white/90 sm:text-lg">{children}</div>}
      </div>
    </section>
  );
}
