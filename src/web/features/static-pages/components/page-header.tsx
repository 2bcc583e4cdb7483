import type { ReactNode } from 'react';
import { BannerBackdrop } from '#web/components/ui/banner-backdrop.js';
import { cn } from '#web/lib/cn.js';

/** A generated banner by its slug: `/images/{slug}-banner-1280.webp` (see lib/images). */
export const bannerSrc = (slug: string) => `/images/${slug}-banner-1280.webp`;

interface PageHeaderProps {
  title: string;
  /** a short word above the title, e.g. 'About us' */
  eyebrow?: string;
  lead?: ReactNode;
  /** slug of a generated banner; without one the header sits on sand */
  banner?: string;
  bannerAlt?: string;
  /** buttons or links under the lead */
  children?: ReactNode;
  className?: string;
}

/** The one page title block every static and account page shares, so they read as one site. */
export function PageHeader({ title, eyebrow, lead, banner, bannerAlt = '', children, className }: PageHeaderProps) {
  const onImage = Boolean(banner);
  return (
    <header
      className={cn(
        'relative isolate overflow-hidden',
        onImage ? 'flex min-h-[22rem] items-end bg-ink text-white md:min-h-[28rem]' : 'bg-sand',
        className,
      )}
    >
      {banner && (
        // Dark where the text sits (bottom and left), so white text keeps AA contrast on bright skies.
        <BannerBackdrop
          src={bannerSrc(banner)}
          alt={bannerAlt}
          width={1280}
          height={533}
          overlays={[
            'bg-gradient-to-t from-ink/85 via-ink/45 to-ink/20',
            'hidden bg-gradient-to-r from-ink/60 via-ink/25 to-transparent md:block',
          ]}
        />
      )}
      <div className={cn('mx-auto w-full max-w-6xl px-5 sm:px-6', onImage ? 'pt-28 pb-12 md:pb-16' : 'py-14 md:py-20')}>
        <div className="max-w-3xl">
          {eyebrow && (
            <p
              className={cn(
                'text-xs font-semibold tracking-[0.18em] uppercase',
                onImage ? 'text-white/90' : 'text-gold-dark',
              )}
            >
              {eyebrow}
            </p>
          )}
          <h1 className="mt-3 font-display text-4xl leading-[1.1] font-semibold text-balance md:text-5xl lg:text-6xl">
            {title}
          </h1>
          {lead && (
            <p
              className={cn(
                'mt-5 max-w-2xl text-lg leading-relaxed md:text-xl',
                onImage ? 'text-white/90' : 'text-ink/75',
              )}
            >
              {lead}
            </p>
          )}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
      </div>
    </header>
  );
}
