import { Link } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { useT } from '#web/i18n/i18n.js';
import { buttonVariants } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { ContactAside } from '#web/features/static-pages/components/contact-aside.js';
import { FaqAccordion } from '#web/features/static-pages/components/faq-accordion.js';
import { PageHeader } from '#web/features/static-pages/components/page-header.js';
import { FAQ_ITEMS } from '#web/features/static-pages/content/faq.js';

export default function FaqPage() {
  const t = useT();
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ_ITEMS.map((item) => ({
      '@type': 'Question',
      name: t(item.question),
      acceptedAnswer: { '@type': 'Answer', text: item.answer.map((paragraph) => t(paragraph)).join(' ') },
    })),
  };
  return (
    <>
      <Seo
        title={t('Frequently asked questions')}
        description={t(
          'What our tours and safaris include, how payment works, our cancellation policy and custom itineraries.',
        )}
        jsonLd={jsonLd}
      />
      <PageHeader
        eyebrow={t('FAQ')}
        title={t('Questions, answered')}
        lead={t(
          'The questions travellers ask us most before they book. Anything else, just ask: a real person answers.',
        )}
      />
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-14 sm:px-6 md:py-20 lg:grid-cols-12">
        <div className="lg:col-span-8">
          <FaqAccordion items={FAQ_ITEMS} />
        </div>
        <ContactAside
          titleId="faq-more"
          title={t('Still have a question?')}
          lead={t('Write to us about your dates, your group or anything that worries you. We reply within 24 hours.')}
          className="lg:col-span-4"
        >
          <Link to={paths.contact.getHref()} className={buttonVariants({ className: 'mt-7' })}>
            {t('Send an inquiry')}
          </Link>
        </ContactAside>
      </div>
    </>
  );
}
