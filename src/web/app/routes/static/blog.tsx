import { parseISO } from 'date-fns';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { useRich, useT } from '#web/i18n/i18n.js';
import { ResponsiveImage } from '#web/components/ui/responsive-image.js';
import { paths } from '#web/config/paths.js';
import { bannerSrc, PageHeader } from '#web/features/static-pages/components/page-header.js';
import { PageSection } from '#web/features/static-pages/components/page-section.js';
import { POSTS } from '#web/features/static-pages/content/blog.js';
import { formatDate } from '#web/lib/format-date.js';
import { useLocale } from '#web/lib/locale.js';

export default function BlogPage() {
  const t = useT();
  const bannerAlt = t('Acacia trees and grazing wildebeest on the Serengeti at sunset');
  const locale = useLocale();
  const rich = useRich();
  return (
    <>
      <Seo
        title={t('Travel journal')}
        description={t(
          'Notes from our guides: the best time for the Great Migration, a walking guide to Stone Town and what to pack for Kilimanjaro.',
        )}
        image={bannerSrc('serengeti')}
        imageAlt={bannerAlt}
      />
      <PageHeader
        eyebrow={t('Journal')}
        title={t('Notes from the field')}
        lead={t(
          'Practical advice from our guides and coordinators, written from what we see on the ground every season.',
        )}
        banner="serengeti"
        bannerAlt={bannerAlt}
      />
      <PageSection aria-label={t('Latest posts')}>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {POSTS.map((post, index) => (
            <li key={post.slug}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10">
                <ResponsiveImage
                  src={post.image}
                  alt={t(post.imageAlt)}
                  width={800}
                  height={600}
                  sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                  priority={index === 0}
                  className="aspect-[4/3] w-full"
                />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-xs font-semibold tracking-wider text-acacia uppercase">{t(post.category)}</p>
                  <h2 className="mt-2 font-display text-2xl leading-snug font-semibold">{t(post.title)}</h2>
                  <p className="mt-3 flex-1 leading-relaxed text-ink/75">{t(post.excerpt)}</p>
                  <p className="mt-5 flex items-center gap-3 border-t border-ink/10 pt-4 text-sm text-ink/65">
                    <time dateTime={post.date}>{formatDate(parseISO(post.date), 'dayLong', locale)}</time>
                    <span aria-hidden="true">·</span>
                    <span className="inline-flex items-center gap-1.5">
                      <Clock aria-hidden="true" className="size-4" />
                      {t('{minutes} min read', { minutes: post.readingMinutes })}
                    </span>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-12 text-center text-ink/75">
          {rich('Want the full guide for your dates? {ask} and we will send it with your proposal.', {
            ask: (
              <Link to={paths.contact.getHref()} className="font-medium text-gold-dark underline underline-offset-4">
                {t('Ask our team')}
              </Link>
            ),
          })}
        </p>
      </PageSection>
    </>
  );
}
