import { Compass, Home } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import NotFoundLogIsland from '#web/app/islands/not-found-log.island.js';
import { Seo } from '#web/components/seo.js';
import { buttonVariants } from '#web/components/ui/button.js';
import { BannerBackdrop } from '#web/components/ui/banner-backdrop.js';
import { paths } from '#web/config/paths.js';
import { msg, useRich, useT } from '#web/i18n/i18n.js';
import { cn } from '#web/lib/cn.js';

const SUGGESTIONS = [
  { label: msg('Tanzania safaris'), href: paths.safaris.getHref() },
  { label: msg('About us'), href: paths.about.getHref() },
  { label: msg('Reviews'), href: paths.reviews.getHref() },
  { label: msg('FAQ'), href: paths.faq.getHref() },
  { label: msg('Contact'), href: paths.contact.getHref() },
];

/** The not-found page: two ways on, and the requested path logged for whoever reads the console. */
export default function NotFoundPage() {
  const t = useT();
  const rich = useRich();
  const { pathname } = useLocation();

  return (
    <>
      <Seo title={t('Page not found')} description={t('The page you were looking for could not be found.')} noIndex />
      <NotFoundLogIsland pathname={pathname} />
      <section className="relative isolate flex min-h-[60dvh] items-center overflow-hidden bg-ink text-white">
        <BannerBackdrop
          src="/images/default-banner-1280.webp"
          alt=""
          width={1280}
          height={533}
          overlays={['bg-gradient-to-t from-ink/90 via-ink/60 to-ink/30']}
        />
        <div className="mx-auto w-full max-w-6xl px-5 py-20 sm:px-6">
          <div className="max-w-xl">
            <p className="font-display text-7xl font-semibold text-gold md:text-8xl">404</p>
            <h1 className="mt-4 font-display text-4xl leading-tight font-semibold md:text-5xl">
              {t('This trail goes nowhere')}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-white/85">
              {rich(
                'Even our best guides take a wrong turn sometimes. The page at {path} does not exist or has moved.',
                {
                  path: <code className="rounded bg-white/15 px-1.5 py-0.5 text-base break-all">{pathname}</code>,
                },
              )}
            </p>
            <div className="mt-9 flex flex-wrap gap-3">
              <Link
                to={paths.home.getHref()}
                className={cn(buttonVariants({ size: 'lg' }), 'bg-gold text-ink hover:bg-white')}
              >
                <Home aria-hidden="true" className="size-5" />
                {t('Return Home')}
              </Link>
              <Link to={paths.tours.getHref()} className={buttonVariants({ variant: 'light', size: 'lg' })}>
                <Compass aria-hidden="true" className="size-5" />
                {t('Explore Tours')}
              </Link>
            </div>
          </div>
        </div>
      </section>
      <nav aria-labelledby="not-found-more" className="bg-sand">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-10 sm:px-6 md:flex-row md:items-center md:gap-8">
          <h2 id="not-found-more" className="font-display text-xl font-semibold">
            {t('Or try one of these')}
          </h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {SUGGESTIONS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="font-medium text-gold-dark underline-offset-4 hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  );
}
