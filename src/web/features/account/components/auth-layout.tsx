import type { ReactNode } from 'react';
import { ResponsiveImage } from '#web/components/ui/responsive-image.js';
import { useT } from '#web/i18n/i18n.js';
import { useHydrating } from '#web/lib/hydration.js';

interface AuthLayoutProps {
  title: string;
  lead?: ReactNode;
  /** slug of a generated banner for the picture side */
  image?: string;
  imageAlt?: string;
  children: ReactNode;
}

/** The account pages' frame: a landscape on one side (desktop), the form on a calm card on the other. */
export function AuthLayout({ title, lead, image = 'nungwi', imageAlt, children }: AuthLayoutProps) {
  const t = useT();
  // The server writes the page for its first paint, then the single-page app draws it again: until then its
  // forms take no input, which the app's new fields would lose.
  const drawnByServer = useHydrating();
  return (
    <div className="bg-sand">
      <div className="mx-auto grid max-w-6xl gap-0 px-0 sm:px-6 sm:py-12 lg:grid-cols-2 lg:py-16">
        <div className="relative hidden overflow-hidden rounded-l-3xl lg:block">
          {/* The 4:3 card art, largest width: the panel is tall, a wide banner would be blown up and blurred.
              Lazy, so phones (where the panel is hidden) never download it. */}
          <ResponsiveImage
            src={`/images/${image}-card-1200.webp`}
            alt={imageAlt ?? t('A dhow sailing at sunset off Nungwi, Zanzibar')}
            width={1200}
            height={900}
            sizes="(min-width: 1024px) 1200px, 1px"
            className="absolute inset-0 size-full"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-ink/80 via-ink/20 to-transparent" />
          <p className="absolute inset-x-10 bottom-10 font-display text-3xl leading-snug text-white">
            {t('Karibu. Your next summit, island or savanna starts here.')}
          </p>
        </div>
        <div className="bg-white px-5 py-10 sm:rounded-3xl sm:px-10 sm:py-12 sm:shadow-sm lg:rounded-l-none lg:px-14">
          <h1 className="font-display text-3xl font-semibold md:text-4xl">{title}</h1>
          {lead && <p className="mt-3 leading-relaxed text-ink/75">{lead}</p>}
          <div className="mt-8" inert={drawnByServer}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
