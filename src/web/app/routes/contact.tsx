import { Seo } from '#web/components/seo.js';
import { agency, agencyJsonLd } from '#web/config/agency.js';
import { useDestinations } from '#web/features/destinations/api/get-destinations.js';
import { ContactDetails } from '#web/features/inquiry/components/contact-details.js';
import InquiryFormIsland from '#web/features/inquiry/islands/inquiry-form.island.js';
import { bannerSrc, PageHeader } from '#web/features/static-pages/components/page-header.js';
import { useT } from '#web/i18n/i18n.js';

/** The inquiry form offers the first 50 destinations. */
const INQUIRY_DESTINATIONS = 50;

export default function ContactPage() {
  const t = useT();
  const bannerAlt = t('Turquoise lagoon and palms on the beach at Paje, Zanzibar');
  const destinations = useDestinations(INQUIRY_DESTINATIONS);
  return (
    <>
      <Seo
        title={t('Contact us')}
        description={t(
          'Send {agency} a trip inquiry and get a personalized proposal within 24 hours, or call and visit our Stone Town office.',
          { agency: agency.name },
        )}
        image={bannerSrc('paje')}
        imageAlt={bannerAlt}
        jsonLd={{ '@context': 'https://schema.org', ...agencyJsonLd }}
      />
      <PageHeader
        eyebrow={t('Contact')}
        title={t("Let's plan your trip")}
        lead={t(
          'Tell us a little about your trip and a coordinator will reply within 24 hours with a personalized proposal. No payment, no obligation.',
        )}
        banner="paje"
        bannerAlt={bannerAlt}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-6 md:py-20 lg:grid-cols-12 lg:gap-8">
        <aside aria-labelledby="contact-details" className="lg:col-span-4">
          <div className="rounded-3xl bg-sand p-6 sm:p-7 lg:sticky lg:top-28">
            <h2 id="contact-details" className="font-display text-2xl font-semibold">
              {t('Talk to us')}
            </h2>
            <p className="mt-2 mb-7 leading-relaxed text-ink/75">
              {t('Prefer a conversation? Our Stone Town team is happy to help by phone, e-mail or in person.')}
            </p>
            <ContactDetails />
          </div>
        </aside>
        <section
          aria-labelledby="inquiry-title"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8 lg:col-span-8 lg:p-10"
        >
          <h2 id="inquiry-title" className="font-display text-3xl font-semibold">
            {t('Trip inquiry')}
          </h2>
          <p className="mt-2 mb-8 text-ink/75">{t('All fields are required unless marked optional.')}</p>
          <InquiryFormIsland
            destinations={{
              options: (destinations.data?.destinations ?? []).map(({ id, name }) => ({ id, name })),
              status: destinations.status,
            }}
          />
        </section>
      </div>
    </>
  );
}
