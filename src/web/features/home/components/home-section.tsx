import { ArrowRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { AppLink } from '#web/lib/navigation.js';
import { cn } from '#web/lib/cn.js';
import { BELOW_THE_FOLD } from '#web/lib/below-the-fold.js';

interface HomeSectionProps extends Omit<ComponentProps<'section'>, 'title'> {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** the 'View all' link beside the heading */
  link?: { href: string; label: string };
  /** controls beside the heading instead of, or next to, the link */
  actions?: ReactNode;
  /** ocean for Zanzibar, acacia for the mainland, as everywhere in the site's palette */
  accent?: 'ocean' | 'acacia' | 'gold';
}

const accents = { ocean: 'text-ocean-dark', acacia: 'text-acacia', gold: 'text-gold-dark' } as const;

/** A home section: eyebrow, heading, a line of intro and a link to the full list, then its content. */
export function HomeSection({
  id,
  eyebrow,
  title,
  intro,
  link,
  actions,
  accent = 'gold',
  className,
  children,
  ...props
}: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={cn('scroll-mt-24', BELOW_THE_FOLD, className)} {...props}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className={cn('text-sm font-semibold tracking-[0.16em] uppercase', accents[accent])}>{eyebrow}</p>
            <h2 id={titleId} className="mt-2 text-3xl leading-tight text-balance text-ink sm:text-4xl">
              {title}
            </h2>
            {intro && <p className="mt-3 text-lg leading-relaxed text-ink/75">{intro}</p>}
          </div>
          {(link || actions) && (
            <div className="flex shrink-0 flex-wrap items-center gap-3">
              {actions}
              {link && (
                <AppLink
                  to={link.href}
                  className="group inline-flex shrink-0 items-center gap-2 self-start rounded-full py-2 font-semibold text-ink underline decoration-gold decoration-2 underline-offset-8 transition-colors duration-200 hover:text-gold-dark sm:self-auto"
                >
                  {link.label}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform duration-200 group-hover:translate-x-0.5 motion-reduce:transition-none"
                  />
                </AppLink>
              )}
            </div>
          )}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
