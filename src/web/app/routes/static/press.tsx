import { Seo } from '#web/components/seo.js';
import { useT } from '#web/i18n/i18n.js';
import { buttonVariants } from '#web/components/ui/button.js';
import { agency } from '#web/config/agency.js';
import { bannerSrc, PageHeader } from '#web/features/static-pages/components/page-header.js';
import { ContactAside } from '#web/features/static-pages/components/contact-aside.js';
import { PageSection } from '#web/features/static-pages/components/page-section.js';
import { BOILERPLATE, FACTS, PRESS_MAILTO } from '#web/features/static-pages/content/press.js';

export default function PressPage() {
  const t = useT();
  const bannerAlt = t("Kilimanjaro's snow cap above the clouds at dusk");
  return (
    <>
      <Seo
        title={t('Press')}
        description={t('Press information about Kilele Safaris: company boilerplate, key facts and the media contact.')}
        image={bannerSrc('kilimanjaro')}
        imageAlt={bannerAlt}
      />
      <PageHeader
        eyebrow={t('Press')}
        title={t('Press and media')}
        lead={t(
          "Writing about Zanzibar or Tanzania's parks? We are glad to help with facts, interviews with our guides and trip arrangements for features.",
        )}
        banner="kilimanjaro"
        bannerAlt={bannerAlt}
      />
      <PageSection>
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="space-y-12 lg:col-span-7">
            <section aria-labelledby="press-about">
              <h2 id="press-about" className="font-display text-3xl font-semibold">
                {t('About {name}', { name: agency.name })}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-ink/80">{t(BOILERPLATE)}</p>
            </section>
            <section aria-labelledby="press-facts">
              <h2 id="press-facts" className="font-display text-3xl font-semibold">
                {t('Fast facts')}
              </h2>
              <dl className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
                {FACTS.map((fact) => (
                  <div key={fact.label} className="grid gap-1 py-4 sm:grid-cols-3 sm:gap-6">
                    <dt className="font-semibold text-ink">{t(fact.label)}</dt>
                    <dd className="text-ink/75 sm:col-span-2">{t(fact.value)}</dd>
                  </div>
                ))}
                <div className="grid gap-1 py-4 sm:grid-cols-3 sm:gap-6">
                  <dt className="font-semibold text-ink">{t('Memberships')}</dt>
                  <dd className="text-ink/75 sm:col-span-2">{agency.partners.join(', ')}</dd>
                </div>
              </dl>
            </section>
          </div>
          <ContactAside
            titleId="press-contact"
            title={t('Media contact')}
            lead={t(
              'For interviews, images and press trips, write to us with your publication and deadline. We usually reply within one working day.',
            )}
            mailto={PRESS_MAILTO}
            className="lg:col-span-5"
          >
            <a href={PRESS_MAILTO} className={buttonVariants({ className: 'mt-7 w-full sm:w-auto' })}>
              {t('Send a press enquiry')}
            </a>
            <p className="mt-6 text-sm text-ink/65">
              {t('Logo files and high-resolution images are available on request.')}
            </p>
          </ContactAside>
        </div>
      </PageSection>
    </>
  );
}
