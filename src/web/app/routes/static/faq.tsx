import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { buttonVariants } from '#web/components/ui/button.js';
import { agency } from '#web/config/agency.js';
import { paths } from '#web/config/paths.js';
import { FaqAccordion } from '#web/features/static-pages/components/faq-accordion.js';
import { PageHeader } from '#web/features/static-pages/components/page-header.js';
import { FAQ_ITEMS } from '#web/features/static-pages/content/faq.js';

export default function FaqPage() {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ_ITEMS.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
    })),
  };
  return (
    <>
      <Seo
        title="Frequently asked questions"
        description="What our tours and safaris include, how payment works, our cancellation policy and custom itineraries."
        jsonLd={jsonLd}
      />
      <PageHeader
        eyebrow="FAQ"
        title="Questions, answered"
        lead="The questions travellers ask us most before they book. Anything else, just ask: a real person answers."
      />
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-14 sm:px-6 md:py-20 lg:grid-cols-12">
        <div className="lg:col-span-8">
          <FaqAccordion items={FAQ_ITEMS} />
        </div>
        <aside aria-labelledby="faq-more" className="lg:col-span-4">
          <div className="rounded-3xl bg-sand p-7 lg:sticky lg:top-28">
            <h2 id="faq-more" className="font-display text-2xl font-semibold">
              Still have a question?
            </h2>
            <p className="mt-3 leading-relaxed text-ink/75">
              Write to us about your dates, your group or anything that worries you. We reply within 24 hours.
            </p>
            <ul className="mt-5 space-y-2.5 text-[0.9375rem] text-ink/85">
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-acacia" />
                <a href={agency.phoneHref} className="underline-offset-4 hover:underline">
                  {agency.phone}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-acacia" />
                <a
                  href={`mailto:${agency.email}`}
                  className="[overflow-wrap:anywhere] underline-offset-4 hover:underline"
                >
                  {agency.email}
                </a>
              </li>
            </ul>
            <Link to={paths.contact.getHref()} className={buttonVariants({ className: 'mt-7' })}>
              Send an inquiry
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
