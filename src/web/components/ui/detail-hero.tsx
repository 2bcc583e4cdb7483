import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '#web/components/ui/breadcrumb.js';
import { BannerBackdrop } from '#web/components/ui/banner-backdrop.js';
import { cn } from '#web/lib/cn.js';

interface DetailHeroProps {
  /** the h1's id, which names the section */
  titleId: string;
  title: string;
  banner: string | null | undefined;
  bannerAlt: string;
  /** the way back after 'Home'; none on a page that has no list above it */
  crumbs?: Crumb[];
  /** above the title: a type badge or a small label */
  eyebrow?: ReactNode;
  /** a trip's long name takes a step smaller type than a place's */
  titleSize?: 'long' | 'short';
  /** a placeholder page has little to show under its title: a lower banner */
  compact?: boolean;
  /** under the title: where, how long, how much */
  children?: ReactNode;
}

const TITLE_SIZE = {
  long: 'text-4xl leading-[1.08] sm:text-5xl lg:text-6xl',
  short: 'text-5xl leading-[1.05] sm:text-6xl lg:text-7xl',
};

/** Phones: the picture stays clear down to where the title's first line begins, then fades into ink. */
const PHONE_FADE = 'bg-linear-to-t from-ink via-ink/70 via-25% to-transparent to-60%';

/**
 * The banner of a detail page: on a tablet or a desktop a full-width photo under a dark gradient so
 * the title stays legible; on a phone the photo on top, clear, and the title on the ink below it.
 */
export function DetailHero(props: DetailHeroProps) {
  const { titleId, title, banner, bannerAlt, crumbs, eyebrow, titleSize = 'short', compact = false, children } = props;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'relative isolate flex items-end overflow-hidden bg-ink max-sm:flex-col max-sm:items-stretch',
        compact ? 'sm:min-h-[480px]' : 'sm:min-h-[540px] lg:min-h-[620px]',
      )}
    >
      <BannerBackdrop
        src={banner}
        alt={bannerAlt}
        overlays={[
          'bg-gradient-to-t from-ink/95 via-ink/50 to-ink/20',
          ...(compact ? [] : ['hidden bg-gradient-to-r from-ink/60 to-transparent lg:block']),
        ]}
        phone={{ overlay: PHONE_FADE }}
      />

      <div className="mx-auto -mt-16 w-full max-w-7xl px-4 pb-10 sm:mt-0 sm:px-6 sm:pt-32 sm:pb-14 lg:px-8">
        {crumbs && <Breadcrumb crumbs={crumbs} />}
        {eyebrow && <div className={crumbs ? 'mt-6' : undefined}>{eyebrow}</div>}
        <h1
          id={titleId}
          className={cn(
            'max-w-4xl font-medium text-balance text-white',
            eyebrow ? 'mt-4' : crumbs ? 'mt-6' : undefined,
            TITLE_SIZE[titleSize],
          )}
        >
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
