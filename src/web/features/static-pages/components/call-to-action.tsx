import { AppLink } from '#web/lib/navigation.js';
import { buttonVariants } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { cn } from '#web/lib/cn.js';
import { useT } from '#web/i18n/i18n.js';

interface CallToActionProps {
  /** the texts and labels, translated by the caller */
  title: string;
  text: string;
  /** the main action; defaults to planning a trip with the agency */
  primary?: { label: string; href: string };
  secondary?: { label: string; href: string };
  className?: string;
}

/** The closing band of a page: one clear next step, one quieter alternative. */
export function CallToAction({
  title,
  text,
  primary: primaryAction,
  secondary: secondaryAction,
  className,
}: CallToActionProps) {
  const t = useT();
  const primary = primaryAction ?? { label: t('Plan my trip'), href: paths.contact.getHref() };
  const secondary = secondaryAction ?? { label: t('Explore tours'), href: paths.tours.getHref() };
  return (
    <div className={cn('mx-auto max-w-6xl px-5 pb-16 sm:px-6 md:pb-24', className)}>
      <div className="relative overflow-hidden rounded-3xl bg-ink px-6 py-12 text-white sm:px-12 md:py-16">
        {/* A low sun on the horizon: decoration only. */}
        <div
          aria-hidden="true"
          className="absolute -right-24 -bottom-40 size-96 rounded-full bg-gradient-to-t from-gold/50 to-coral/20 blur-2xl"
        />
        <div className="relative max-w-2xl">
          <h2 className="font-display text-3xl leading-tight font-semibold md:text-4xl">{title}</h2>
          <p className="mt-4 text-lg leading-relaxed text-white/85">{text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <AppLink
              to={primary.href}
              className={cn(buttonVariants({ size: 'lg' }), 'bg-gold text-ink hover:bg-white')}
            >
              {primary.label}
            </AppLink>
            <AppLink
              to={secondary.href}
              className={cn(
                buttonVariants({ variant: 'outline', size: 'lg' }),
                'border-white/40 bg-transparent text-white hover:border-white hover:bg-white/10',
              )}
            >
              {secondary.label}
            </AppLink>
          </div>
        </div>
      </div>
    </div>
  );
}
