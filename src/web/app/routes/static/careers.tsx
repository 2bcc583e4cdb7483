import { Clock, Mail, MapPin } from 'lucide-react';
import { Seo } from '#web/components/seo.js';
import { useRich, useT } from '#web/i18n/i18n.js';
import { buttonVariants } from '#web/components/ui/button.js';
import { agency } from '#web/config/agency.js';
import { bannerSrc, PageHeader } from '#web/features/static-pages/components/page-header.js';
import { PageSection } from '#web/features/static-pages/components/page-section.js';
import { applyHref, OPENINGS } from '#web/features/static-pages/content/careers.js';

export default function CareersPage() {
  const t = useT();
  const bannerAlt = t('Mount Meru rising above farmland near Arusha');
  const rich = useRich();
  return (
    <>
      <Seo
        title={t('Careers')}
        description={t(
          'Join Kilele Safaris in Arusha or Stone Town: open roles for a safari guide, a reservations coordinator and a digital marketing assistant.',
        )}
        image={bannerSrc('arusha')}
        imageAlt={bannerAlt}
      />
      <PageHeader
        eyebrow={t('Careers')}
        title={t('Work with us')}
        lead={t(
          'We are a small Tanzanian team that cares about doing trips properly. If you love this country and like looking after people, we would like to hear from you.',
        )}
        banner="arusha"
        bannerAlt={bannerAlt}
      />

      <PageSection
        eyebrow={t('Open positions')}
        title={t('Open roles')}
        lead={t(
          'Apply by e-mail with your CV and a few lines about why the role suits you. We read every application and reply within two weeks.',
        )}
      >
        <ul className="space-y-6">
          {OPENINGS.map((opening) => (
            <li key={opening.title}>
              <article className="grid gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 md:grid-cols-12 md:p-8">
                <div className="md:col-span-8">
                  <h3 className="font-display text-2xl font-semibold">{t(opening.title)}</h3>
                  <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink/70">
                    <span className="inline-flex items-center gap-1.5">
                      <MapPin aria-hidden="true" className="size-4 text-acacia" />
                      {t(opening.location)}
                    </span>
                    <span className="inline-flex items-center gap-1.5">
                      <Clock aria-hidden="true" className="size-4 text-acacia" />
                      {t(opening.type)}
                    </span>
                  </p>
                  <p className="mt-4 leading-relaxed text-ink/80">{t(opening.summary)}</p>
                  <h4 className="mt-5 text-sm font-semibold text-ink">{t('What we are looking for')}</h4>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-ink/75 marker:text-gold">
                    {opening.looking.map((item) => (
                      <li key={item}>{t(item)}</li>
                    ))}
                  </ul>
                </div>
                <div className="flex items-end md:col-span-4 md:justify-end">
                  <a
                    href={applyHref(opening)}
                    className={buttonVariants({ variant: 'primary' })}
                    aria-label={t('Apply by e-mail for {role}, {location}', {
                      role: t(opening.title),
                      location: t(opening.location),
                    })}
                  >
                    <Mail aria-hidden="true" className="size-4" />
                    {t('Apply by e-mail')}
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-ink/75">
          {rich(
            'No role that fits? Send an open application to {email}. We keep good applications on file for the next season.',
            {
              email: (
                <a href={`mailto:${agency.email}`} className="font-medium text-gold-dark underline underline-offset-4">
                  {agency.email}
                </a>
              ),
            },
          )}
        </p>
      </PageSection>
    </>
  );
}
