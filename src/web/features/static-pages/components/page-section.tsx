import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.js';

type PageSectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  title?: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  /** 'sand' for alternating bands */
  tone?: 'white' | 'sand';
  /** the inner width: prose pages read better narrow */
  width?: 'wide' | 'narrow';
};

/** A titled band of a page: the heading labels the region, so screen readers can jump between them. */
export function PageSection({
  title,
  eyebrow,
  lead,
  tone = 'white',
  width = 'wide',
  className,
  children,
  ...props
}: PageSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cn(tone === 'sand' && 'bg-sand', className)}
      {...props}
    >
      <div className={cn('mx-auto px-5 py-16 sm:px-6 md:py-24', width === 'wide' ? 'max-w-6xl' : 'max-w-3xl')}>
        {title && (
          <div className="mb-10 max-w-2xl md:mb-12">
            {eyebrow && <p className="text-xs font-semibold tracking-[0.18em] text-gold-dark uppercase">{eyebrow}</p>}
            <h2 id={headingId} className="mt-2 font-display text-3xl leading-tight font-semibold md:text-4xl">
              {title}
            </h2>
            {lead && <p className="mt-4 text-lg leading-relaxed text-ink/75">{lead}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
